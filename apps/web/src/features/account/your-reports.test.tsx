import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../mocks/render.tsx';

const player = { claims: { user: 'player-reporting-1', tosConsent: true, tags: { 'girls-set': 'true' } } };

describe('your reports', () => {
  it('a report of a character shows in Your reports, waiting', async () => {
    renderRoute('/en/app/profile/sienna', player);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByRole('status');
    renderRoute('/en/app/profile/me', player);
    const reports = await screen.findByRole('region', { name: 'Your reports' });
    expect(reports).toHaveTextContent('A character (sienna) · Looks or acts like a minor');
    expect(within(reports).getByText('Waiting')).toBeInTheDocument();
  });
});
