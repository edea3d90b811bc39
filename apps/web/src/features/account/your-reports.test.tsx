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
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    // No reason is preselected: the player chooses one before the report can go.
    expect(within(dialog).getByLabelText('What is wrong?')).toHaveValue('');
    expect(send).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'Looks or acts like a minor');
    await userEvent.click(send);
    await within(dialog).findByRole('status');
    renderRoute('/en/app/profile/me', player);
    const reports = await screen.findByRole('region', { name: 'Your reports' });
    expect(reports).toHaveTextContent('A character (sienna) · Looks or acts like a minor');
    expect(within(reports).getByText('Waiting')).toBeInTheDocument();
  });
});
