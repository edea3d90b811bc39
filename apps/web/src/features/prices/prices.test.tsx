import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customMessagesPerDay, posesPerTurn, sceneCooldownMinutes, votePower } from '@app/game-engine';
import { ERRORS } from '@app/schema/errors';
import { closeLogin, clearError } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { mockError, mockRefusal, trpcMutation, trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';
import { loggedInMe } from '../../mocks/data/me.ts';

const loggedIn = {
  claims: { user: 'player-mail-1', loggedIn: true, tier: 2, tosConsent: true, tags: { 'girls-set': 'true' } },
};
const NO_PAYMENTS = { payments: { card: false, patreon: false, subscribeStar: false } };

/** The comparison's column of a tier, found by its heading. */
async function column(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
}

describe('prices tab', () => {
  afterEach(() => {
    closeLogin();
    clearError();
    vi.restoreAllMocks();
  });

  it("compares Free and the three tiers at the configured prices, one of them recommended and the player's own marked", async () => {
    server.use(
      trpcQuery('site.config', () =>
        mockSite({
          prices: [
            { tier: 1, usd: 6 },
            { tier: 2, usd: 9.5 },
            { tier: 3, usd: 15 },
          ],
        }),
      ),
    );
    renderRoute('/en/app/profile/me/prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your tier' })).toBeInTheDocument();
    const tiers = within(screen.getByRole('list', { name: 'Tiers' })).getAllByRole('heading', { level: 2 });
    expect(tiers.map((h) => h.textContent)).toEqual(['Free', 'Basic Pass', 'VIP Pass', 'God Mode']);
    expect(within(await column('Free')).getByText('$0')).toBeInTheDocument();
    expect(await within(await column('Basic Pass')).findByText('$6')).toBeInTheDocument();
    expect(within(await column('VIP Pass')).getByText('$9.50')).toBeInTheDocument();
    expect(within(await column('God Mode')).getByText('$15')).toBeInTheDocument();
    expect(screen.queryByText('$14')).not.toBeInTheDocument();
    expect(within(await column('VIP Pass')).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
    // A new player is on Free.
    expect(within(await column('Free')).getByText('Your tier')).toBeInTheDocument();
    expect(screen.getAllByText('Your tier')).toHaveLength(1);
  });

  it("says each perk in a player's words, with the numbers of the engine's tier rules", async () => {
    renderRoute('/en/app/profile/me/prices');
    for (const [tier, name] of [
      [0, 'Free'],
      [1, 'Basic Pass'],
      [2, 'VIP Pass'],
      [3, 'God Mode'],
    ] as const) {
      const card = await column(name);
      expect(card).toHaveTextContent(`Your hub vote counts ×${votePower(tier)}`);
      expect(card).toHaveTextContent(`Poses you pick at a time in intimate scenes: ${posesPerTurn(tier)}`);
      expect(card).toHaveTextContent(`Wait after a scene until she is back: ${sceneCooldownMinutes(tier)} min`);
    }
    expect(await column('Basic Pass')).toHaveTextContent(
      `FreeStyle messages a day, answered by the AI: ${customMessagesPerDay(1)}`,
    );
    expect(await column('VIP Pass')).toHaveTextContent(
      `FreeStyle messages a day, answered by the AI: ${customMessagesPerDay(2)}`,
    );
    expect(await column('God Mode')).toHaveTextContent(
      'FreeStyle messages a day, answered by the AI: unlimited within fair use (hours of chat a day; past that FreeStyle pauses until midnight UTC)',
    );
    // What a tier lacks is crossed out, and says so to assistive technology.
    const free = await column('Free');
    expect(within(free).getByText('Start an intimate scene whenever you like').closest('li')).toHaveClass('perk--no');
    expect(within(free).getAllByText('Not included:').length).toBeGreaterThan(0);
    expect(
      within(await column('God Mode'))
        .getByText('Start an intimate scene whenever you like')
        .closest('li'),
    ).toHaveClass('perk--yes');
    // No jargon.
    expect(screen.queryByText(/uncached|Voting power/)).not.toBeInTheDocument();
  });

  it('counts the characters each tier opens and names the ones it adds', async () => {
    renderRoute('/en/app/profile/me/prices');
    // The demo pack: six free characters, Vera for Basic, Camille for VIP, Raven for God Mode.
    expect(await within(await column('Free')).findByText('Characters you can chat with: 6 of 9')).toBeInTheDocument();
    expect(within(await column('Basic Pass')).getByText('Adds Vera Lindqvist')).toBeInTheDocument();
    expect(within(await column('VIP Pass')).getByText('Adds Camille Dubois')).toBeInTheDocument();
    expect(within(await column('God Mode')).getByText(/Characters you can chat with: 9 of 9/)).toBeInTheDocument();
  });

  it('requires a verified login for card payment', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me/prices');
    const buttons = await screen.findAllByRole('button', { name: 'Pay by credit/debit card' });
    expect(buttons).toHaveLength(3);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent(ERRORS['payments.cardLoginRequired']);
    expect(within(dialog).getByRole('button', { name: 'Login to Continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
  });

  it('a verified player goes to the payment form the server signed for them (no token in the address)', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe()));
    const asked: number[] = [];
    server.use(
      trpcMutation('payments.cardPaymentUrl', ({ input }) => {
        asked.push(input.tier);
        return { url: `https://cards.mock.example/flexforms/f?tier=${input.tier}&formDigest=abc` };
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/en/app/profile/me/prices', loggedIn);
    expect(within(await column('VIP Pass')).getByText('Your tier')).toBeInTheDocument();
    await userEvent.click(
      await within(await column('God Mode')).findByRole('button', { name: 'Pay by credit/debit card' }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://cards.mock.example/flexforms/f?tier=3&formDigest=abc'),
    );
    expect(asked).toEqual([3]);
    expect(String(assign.mock.calls[0]![0])).not.toMatch(/token=/);
  });

  it("the server's login-required answer opens the same dialog; other failures the error dialog", async () => {
    server.use(
      trpcQuery('auth.me', () => loggedInMe()),
      trpcMutation('payments.cardPaymentUrl', ({ input }) => {
        if (input.tier === 1) throw mockRefusal('payments.cardLoginRequired', 'login', 'FORBIDDEN');
        throw mockError(
          'Card payment is not available right now. Please try again later.',
          undefined,
          'INTERNAL_SERVER_ERROR',
        );
      }),
    );
    renderRoute('/en/app/profile/me/prices', loggedIn);
    const buttons = await screen.findAllByRole('button', { name: 'Pay by credit/debit card' });
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Login Required' })).getByRole('button', { name: 'Close' }),
    );
    await userEvent.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it("offers only the payment methods the server is configured for; SubscribeStar links to the operator's page", async () => {
    server.use(
      trpcQuery('site.config', () => mockSite({ payments: { card: false, patreon: false, subscribeStar: true } })),
    );
    renderRoute('/en/app/profile/me/prices');
    const links = await screen.findAllByRole('link', { name: 'Subscribe on SubscribeStar' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', 'https://star.mock.example/velvet');
    expect(screen.queryByRole('button', { name: 'Pay by credit/debit card' })).not.toBeInTheDocument();
    // The discontinued platform shows (disabled) only where the operator has one.
    expect(screen.queryByRole('button', { name: 'Patreon (discontinued)' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payments are not set up on this site yet')).not.toBeInTheDocument();
  });

  it('shows the discontinued platform disabled, with its note, where it is configured', async () => {
    renderRoute('/en/app/profile/me/prices');
    const patreon = await screen.findAllByRole('button', { name: 'Patreon (discontinued)' });
    expect(patreon).toHaveLength(3);
    for (const button of patreon) expect(button).toBeDisabled();
    expect(screen.getByText(ERRORS['payments.patreonDiscontinued'])).toBeInTheDocument();
  });

  it('says plainly that payments are not set up when no method is configured (a default install)', async () => {
    server.use(trpcQuery('site.config', () => mockSite(NO_PAYMENTS)));
    renderRoute('/en/app/profile/me/prices');
    const notice = await screen.findByRole('region', { name: 'Payments are not set up on this site yet' });
    expect(notice).toHaveTextContent('docs/payments.md');
    expect(within(notice).getByRole('link', { name: 'support@mock.example' })).toHaveAttribute(
      'href',
      'mailto:support@mock.example',
    );
    expect(screen.getAllByText('Not for sale on this site yet.')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Pay by|Patreon/ })).not.toBeInTheDocument();
    expect(screen.queryByText(ERRORS['payments.patreonDiscontinued'])).not.toBeInTheDocument();
    // The comparison is still there to read.
    expect(await column('God Mode')).toHaveTextContent('Keep writing to characters who blocked you');
  });

  it('shows a skeleton, not a price or a verdict on payments, until the configuration has loaded', async () => {
    server.use(trpcQuery('site.config', () => new Promise(() => undefined)));
    renderRoute('/en/app/profile/me/prices');
    const basic = await column('Basic Pass');
    expect(within(basic).getByText('Loading')).toBeInTheDocument();
    expect(basic.querySelector('.skeleton')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Tiers' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('$5')).not.toBeInTheDocument();
    expect(screen.queryByText('Payments are not set up on this site yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
