import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@app/schema/constants';
import type { HubCreateInput } from '@app/schema';
import { loggedInMe } from '../../../mocks/data/me.ts';
import { resetOperationsMock } from '../../../mocks/handlers/admin-operations.ts';
import { renderRoute } from '../../../mocks/render-page.tsx';
import { server } from '../../../mocks/server.ts';
import { trpcQuery } from '../../../mocks/trpc.ts';
import { HubAdminPage } from './hub-admin-page.tsx';

function renderHub(role: number = ROLE.admin) {
  server.use(trpcQuery('auth.me', () => loggedInMe({ role })));
  return renderRoute(<HubAdminPage />, { route: '/:lang/admin/hub', path: '/en/admin/hub' });
}

/** The body of the next admin.hub.create request. */
function watchCreate(): { input: HubCreateInput | null } {
  const seen: { input: HubCreateInput | null } = { input: null };
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('admin.hub.create')) return;
    const body = (await request.clone().json()) as { 0?: HubCreateInput } & HubCreateInput;
    seen.input = body[0] ?? body;
  });
  return seen;
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const post = (text: string) =>
  screen.getAllByRole('article', { name: 'Hub post' }).find((a) => within(a).queryByText(text))!;

describe('console hub', () => {
  beforeEach(() => {
    resetOperationsMock();
    server.events.removeAllListeners();
  });

  it('previews the markdown as it is typed, in each language of the players', async () => {
    const user = userEvent.setup();
    renderHub();
    await user.type(await screen.findByLabelText('Text (markdown)'), '# Summer poll{enter}Pick **one** option');
    expect(within(preview()).getByRole('heading', { name: 'Summer poll' })).toBeInTheDocument();
    expect(within(preview()).getByText('one').tagName).toBe('STRONG');

    // German has no text yet: its players would read the English one.
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    const german = screen.getByLabelText('Text in Deutsch (markdown)');
    expect(german).toHaveValue('');
    expect(within(preview()).getByRole('heading', { name: 'Summer poll' })).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Not translated: players in this language see the English text.');

    await user.type(german, '# Sommerumfrage');
    expect(within(preview()).getByRole('heading', { name: 'Sommerumfrage' })).toBeInTheDocument();
    expect(within(preview()).queryByText('Summer poll')).toBeNull();
    expect(screen.getByRole('option', { name: 'Deutsch ✓' })).toBeInTheDocument();

    // Arabic reads right to left.
    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(screen.getByLabelText('Text in العربية (markdown)')).toHaveAttribute('dir', 'rtl');

    await user.selectOptions(screen.getByLabelText('Language'), 'en');
    expect(screen.getByLabelText('Text (markdown)')).toHaveValue('# Summer poll\nPick **one** option');
  });

  it('publishes a vote with its translation and options, and lists it first with an empty tally', async () => {
    const user = userEvent.setup();
    const sent = watchCreate();
    renderHub();
    await user.type(await screen.findByLabelText('Text (markdown)'), 'Where should the next date be?');
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.type(screen.getByLabelText('Text in Français (markdown)'), 'Où aura lieu le prochain rendez-vous ?');
    await user.type(screen.getByLabelText('Option 1'), 'Rooftop bar');
    await user.type(screen.getByLabelText('Option 2'), 'Night market');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 3'), 'Observatory');
    const days = screen.getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(sent.input).toEqual({
      text: 'Where should the next date be?',
      trans: { fr: 'Où aura lieu le prochain rendez-vous ?' },
      options: ['Rooftop bar', 'Night market', 'Observatory'],
      days: 3,
      critical: false,
      tags: [],
    });
    // The form is empty again for the next post.
    expect(screen.getByLabelText('Text (markdown)')).toHaveValue('');

    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Hub post' })[0]).toHaveTextContent(
        'Where should the next date be?',
      ),
    );
    const created = screen.getAllByRole('article', { name: 'Hub post' })[0]!;
    expect(created).toHaveTextContent('Translated: fr');
    expect(created).toHaveTextContent(/Open until/);
    expect(within(created).getByRole('list', { name: 'Votes per option' })).toHaveTextContent(
      'Observatory0 votes · 0%',
    );
    expect(created).toHaveTextContent('Voters: 0');
  });

  it('says what is missing instead of publishing', async () => {
    const user = userEvent.setup();
    const sent = watchCreate();
    renderHub();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('Write the English text: it is the original.');
    expect(problems).toHaveTextContent('A vote needs at least two options (a critical notice may have none).');
    // Fixing the text takes its line away.
    await user.type(screen.getByLabelText('Text (markdown)'), 'Hello');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Write the English text');
    expect(sent.input).toBeNull();
  });

  it('publishes a critical notice without options for the players its tag names, ending at a date', async () => {
    const user = userEvent.setup();
    const sent = watchCreate();
    renderHub();
    await user.type(await screen.findByLabelText('Text (markdown)'), 'Please verify your e-mail');
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await user.click(screen.getByRole('switch', { name: 'Critical notice' }));
    await user.click(screen.getByRole('checkbox', { name: /not verified/ }));
    await user.click(screen.getByRole('radio', { name: 'At a date and time' }));
    const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    const local = new Date(inTenDays.getTime() - inTenDays.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(screen.getByLabelText('Ends at (your time)'), local);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(sent.input).toMatchObject({ options: [], critical: true, tags: ['!mainEmailVerified'] });
    expect(sent.input!.days).toBeGreaterThan(9.9);
    expect(sent.input!.days).toBeLessThan(10.01);
    const notice = await waitFor(() => post('Please verify your e-mail'));
    expect(notice).toHaveTextContent('Critical notice');
    expect(notice).toHaveTextContent('!mainEmailVerified');
    expect(within(notice).getByRole('button', { name: 'End notice' })).toBeInTheDocument();
  });

  it('closes a running vote after confirmation; it then shows as closed', async () => {
    const user = userEvent.setup();
    renderHub();
    const running = await waitFor(() => post('Which character should get a new location next?'));
    expect(running).toHaveTextContent(/Open until/);
    await user.click(within(running).getByRole('button', { name: 'Close vote' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this vote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close vote' }));

    await waitFor(() => expect(post('Which character should get a new location next?')).toHaveTextContent(/Closed/));
    const closed = post('Which character should get a new location next?');
    expect(within(closed).queryByRole('button', { name: 'Close vote' })).toBeNull();
    // The tally stays as it was.
    expect(within(closed).getByRole('list', { name: 'Votes per option' })).toHaveTextContent('Sienna Hart538 votes');
  });

  it('lets a moderator read every post and tally, but not write or close', async () => {
    renderHub(ROLE.moderator);
    const posts = await screen.findAllByRole('article', { name: 'Hub post' });
    expect(posts).toHaveLength(4);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('New post')).toBeNull();
    expect(screen.queryByRole('button', { name: /Close vote|End notice/ })).toBeNull();
    expect(post('Summer event theme (closed)')).toHaveTextContent(/Ended/);
  });
});
