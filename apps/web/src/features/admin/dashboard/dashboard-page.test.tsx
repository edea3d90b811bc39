import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@app/schema/constants';
import { applyTranslations } from '../../../i18n/i18n.ts';
import { loggedInMe } from '../../../mocks/data/me.ts';
import { renderRoute } from '../../../mocks/render-page.tsx';
import { server } from '../../../mocks/server.ts';
import { trpcQuery } from '../../../mocks/trpc.ts';
import { DashboardPage } from './dashboard-page.tsx';

function renderDashboard() {
  server.use(trpcQuery('auth.me', () => loggedInMe({ role: ROLE.moderator })));
  return renderRoute(<DashboardPage />, { route: '/:lang/admin', path: '/en/admin' });
}

const stat = (label: string) => screen.getByText(label).closest('li')!;

describe('console dashboard', () => {
  it('shows a moderator the players, chats, open reports and failures as numbers', async () => {
    renderDashboard();
    expect(await screen.findByText('Players today')).toBeInTheDocument();
    expect(stat('Players today')).toHaveTextContent('182');
    expect(stat('Players, 7 days')).toHaveTextContent('947');
    expect(stat('Players, 30 days')).toHaveTextContent('2,816');
    expect(stat('Active chats, 24 hours')).toHaveTextContent('143');
    expect(stat('Open reports')).toHaveTextContent('3');
    expect(stat('Failed jobs')).toHaveTextContent('0');
    expect(stat('Failed mails')).toHaveTextContent('2');
    // Something waiting for someone stands out; nothing failed does not.
    expect(stat('Failed mails')).toHaveClass('ops-stat--alert');
    expect(stat('Failed jobs')).not.toHaveClass('ops-stat--alert');
  });

  it('says every chart number in a table, without a canvas (as in a browser without one)', async () => {
    renderDashboard();
    const turns = await screen.findByRole('table', { name: 'Turns per hour, last 24 hours' });
    expect(within(turns).getAllByRole('row')).toHaveLength(25);
    expect(document.querySelector('canvas')).toBeNull();

    const paying = screen.getByRole('table', { name: 'Paying players per tier' });
    expect(within(paying).getByRole('row', { name: /VIP Pass/ })).toHaveTextContent('41');
    expect(within(paying).getByRole('row', { name: /God Mode/ })).toHaveTextContent('12');

    const tokens = screen.getByRole('table', { name: 'Model tokens per tier, 30 days' });
    expect(within(tokens).getByRole('row', { name: /Free/ })).toHaveTextContent('1,284,000');
    expect(within(tokens).getByRole('row', { name: /God Mode/ })).toHaveTextContent('2,410,900');

    const revenue = screen.getByRole('table', { name: 'Revenue per month' });
    const months = within(revenue).getAllByRole('row').slice(1);
    expect(months).toHaveLength(12);
    // The last month of the mocks: 63 Basic ($5), 41 VIP ($8), 12 God Mode ($14).
    expect(months.at(-1)).toHaveTextContent('$811');
  });

  it('speaks the reader’s language in figures and dates', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe({ role: ROLE.admin })));
    applyTranslations('de', { 'Model tokens per tier, 30 days': 'Modell-Tokens pro Tarif, 30 Tage' });
    try {
      renderRoute(<DashboardPage />, { route: '/:lang/admin', path: '/de/admin' });
      const tokens = await screen.findByRole('table', { name: 'Modell-Tokens pro Tarif, 30 Tage' });
      expect(within(tokens).getByRole('row', { name: /God Mode/ })).toHaveTextContent('2.410.900');
    } finally {
      applyTranslations('en', {});
    }
  });
});
