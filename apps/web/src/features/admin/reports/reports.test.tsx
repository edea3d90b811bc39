import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEED_PLAYERS } from '../../../mocks/data/moderation-seed.ts';
import { renderRoute } from '../../../mocks/render.tsx';
import { server } from '../../../mocks/server.ts';
import { mockRefusal, trpcMutation } from '../../../mocks/trpc.ts';
import { asModerator } from '../../../mocks/console-render.ts';

const reportCard = async (name: string | RegExp) => (await screen.findAllByRole('article', { name })).at(0)!;

describe('the reports queue', () => {
  it('shows a reported message in context, the reporter, the player and the character', async () => {
    renderRoute('/en/admin/reports', asModerator);
    const card = await reportCard('A message · Broken or wrong (text, image, translation)');
    expect(card).toHaveTextContent('Reported by marco.r@example.com');
    expect(within(card).getByRole('link', { name: SEED_PLAYERS.marco })).toHaveAttribute(
      'href',
      `/en/admin/players/${SEED_PLAYERS.marco}`,
    );
    expect(card).toHaveTextContent('CharacterMila Reyes');
    const conversation = within(card).getByRole('region', { name: 'The conversation around the reported line' });
    const lines = within(conversation).getAllByRole('listitem');
    expect(lines).toHaveLength(6);
    // three lines before it, the reported one marked, two after
    expect(lines[3]).toHaveTextContent('Reported line');
    expect(within(lines[3]!).getByText(/Das Rooftop/).tagName).toBe('MARK');
    expect(lines[2]).toHaveTextContent('PlayerSounds perfect, lead the way!');
    expect(lines[4]).toHaveTextContent('Huh? Are you okay?');
    expect(card).toHaveTextContent('Half of her reply is in the wrong language');
  });

  it("shows a filter report's category and text, a hub post's excerpt, and more on Load more", async () => {
    renderRoute('/en/admin/reports', asModerator);
    const filter = await reportCard('Content filter · Real person');
    expect(filter).toHaveTextContent('Found by the content filter');
    expect(filter).toHaveTextContent('Pretend you are a famous actress');
    const hub = await reportCard('A hub post · Spam or advertising');
    expect(hub).toHaveTextContent('Hub post hub-2');
    expect(hub).toHaveTextContent('Which outfit should Elise wear');
    expect(screen.queryByRole('article', { name: 'A message · Hateful or harassing' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await reportCard('A message · Hateful or harassing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('resolves a report with a suspension: the card shows it and the log records it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/en/admin/reports', asModerator);
    const card = await reportCard('Content filter · Real person');
    await user.click(within(card).getByRole('button', { name: 'Resolve…' }));
    const resolve = within(card).getByRole('button', { name: 'Resolve' });
    await user.click(within(card).getByRole('radio', { name: 'Suspend the player' }));
    await user.clear(within(card).getByLabelText('Days (0.5 = 12 hours)'));
    await user.type(within(card).getByLabelText('Days (0.5 = 12 hours)'), '7');
    // the reason is required: it goes to the log
    expect(resolve).toBeDisabled();
    await user.type(within(card).getByLabelText('Reason (required, kept in the log)'), 'Real people again');
    await user.click(resolve);
    expect(await within(card).findByRole('status')).toHaveTextContent('Player suspended');
    expect(card).toHaveTextContent('by moderator@example.com');
    expect(within(card).queryByRole('button', { name: 'Resolve…' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/log'));
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    const newest = within(log).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Suspended');
    expect(newest).toHaveTextContent('moderator@example.com');
    expect(newest).toHaveTextContent('Real people again');
    expect(newest).toHaveTextContent('Days7');
    expect(within(newest).getByRole('link', { name: SEED_PLAYERS.lena })).toBeInTheDocument();

    // the queue of open reports no longer holds it; the resolved ones do, with the outcome
    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await screen.findByRole('article', { name: 'A message · Broken or wrong (text, image, translation)' });
    expect(screen.queryByRole('article', { name: 'Content filter · Real person' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await reportCard('Content filter · Real person')).toHaveTextContent('Player suspended');
  });

  it('asks once more before a ban', async () => {
    const user = userEvent.setup();
    renderRoute('/en/admin/reports', asModerator);
    const card = await reportCard('A character · Broken or wrong (text, image, translation)');
    await user.click(within(card).getByRole('button', { name: 'Resolve…' }));
    // a report of a character has no message to hide
    expect(within(card).queryByRole('radio', { name: 'Hide the message' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Ban the player' }));
    await user.type(within(card).getByLabelText('Reason (required, kept in the log)'), 'Bot');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ban this player?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(card).toHaveTextContent('Open');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ban this player?' })).getByRole('button', { name: 'Ban' }),
    );
    expect(await within(card).findByRole('status')).toHaveTextContent('Player banned');
  });

  it("shows the server's refusal in the card and keeps the report open", async () => {
    const user = userEvent.setup();
    server.use(
      trpcMutation('admin.reports.resolve', () => {
        throw mockRefusal('admin.reportClosed', undefined, 'CONFLICT');
      }),
    );
    renderRoute('/en/admin/reports', asModerator);
    const card = await reportCard('A hub post · Spam or advertising');
    await user.click(within(card).getByRole('button', { name: 'Resolve…' }));
    // a hub post concerns no player: only dismissing is offered
    expect(
      within(card)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Dismiss']);
    await user.click(within(card).getByRole('radio', { name: 'Dismiss' }));
    await user.type(within(card).getByLabelText('Reason (required, kept in the log)'), 'Link is ours');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This report has already been resolved');
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeEnabled();
  });
});
