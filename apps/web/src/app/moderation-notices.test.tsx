import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readTranslations } from '../../scripts/extract-strings.ts';
import { loggedInMe } from '../mocks/data/me.ts';
import { moderationOf, warnPlayer } from '../mocks/data/moderation.ts';
import { MOCK_STAFF } from '../mocks/data/moderation-seed.ts';
import { reply, say } from '../mocks/data/replies.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../mocks/trpc.ts';

const player = { claims: { user: 'player-mail-1', loggedIn: true, tosConsent: true, tags: { 'girls-set': 'true' } } };
const until = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
const dateIn = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(until));

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('what a moderated player sees', () => {
  it('a suspended player reads until when on the app and game pages', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe({ suspendedUntil: until })));
    const text = `Your account is suspended until ${dateIn('en')}. You can read, but not chat, vote or post until then.`;
    renderRoute('/en/app/explore', player);
    expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull();
    renderRoute('/en/game/cosplay/sienna', player);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('in German the notice and its date are German', async () => {
    const de = readTranslations('de') ?? {};
    server.use(
      trpcQuery('auth.me', () => loggedInMe({ suspendedUntil: until })),
      trpcQuery('translation.all', () => de),
    );
    renderRoute('/de/app/explore', { ...player, language: 'de' });
    const notice = await screen.findByText((text) => text.includes(dateIn('de')));
    expect(notice.textContent).not.toContain('Your account');
  });

  it('a refused chat message names the end of the suspension as a date, not the server time', async () => {
    const user = userEvent.setup();
    let sends = 0;
    server.use(
      trpcQuery('auth.me', () => loggedInMe({ suspendedUntil: until })),
      trpcMutation('message.send', () => {
        sends += 1;
        if (sends === 1) return reply({ messages: [say('Hey you.')], options: ['Hi'] });
        throw mockRefusal('account.suspended', { until }, undefined, 'FORBIDDEN');
      }),
      trpcMutation('message.restart', () => reply({ messages: [say('Hey you.')], options: ['Hi'] })),
    );
    renderRoute('/en/app/chat/sienna', player);
    await user.click(await screen.findByRole('button', { name: 'Hi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent(`Your account is suspended until ${dateIn('en')}.`);
    expect(dialog).not.toHaveTextContent(until);
  });

  it("shows the moderators' warning until the player says they understand, then never again", async () => {
    const user = userEvent.setup();
    warnPlayer('player-mail-1', {
      actor: { id: MOCK_STAFF.moderator.id, email: MOCK_STAFF.moderator.email },
      reason: 'Please stop asking characters to play real people.',
    });
    renderRoute('/en/app/explore', player);
    const dialog = await screen.findByRole('dialog', { name: 'A warning from the moderators' });
    expect(dialog).toHaveTextContent('Please stop asking characters to play real people.');
    // it must be answered: no close button
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'A warning from the moderators' })).not.toBeInTheDocument(),
    );
    expect(moderationOf('player-mail-1').warning).toBeNull();
    renderRoute('/en/app/explore', player);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'A warning from the moderators' })).not.toBeInTheDocument();
  });
});
