import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeClaims } from '../../lib/session.ts';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';

const NOBODY = 'Keep Girls or Futas on: with both off there would be nobody to meet.';

describe('Visibility Settings never leave an empty app', () => {
  it('the account refuses turning off Girls while Futas is off, says why and keeps Girls on', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('user.setTag')) calls.push(request.url);
    });
    const user = userEvent.setup();
    renderRoute('/en/app/profile/me', {
      claims: { tosConsent: true, tags: { 'girls-set': 'true', girls: 'true', futas: 'false' } },
    });
    const girls = await screen.findByRole('switch', { name: 'Girls' });
    await user.click(girls);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOBODY);
    expect(girls).toBeChecked();
    expect(calls).toEqual([]);
    // With Futas on, Girls may go off.
    await user.click(screen.getByRole('switch', { name: 'Futas' }));
    await user.click(girls);
    await expect
      .poll(() => decodeClaims(localStorage.getItem('token')!)?.tags)
      .toMatchObject({ futas: 'true', girls: 'false' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('the introduction says why Start playing waits when both are off', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hub', { claims: { tosConsent: true, tags: {} } });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Girls' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NOBODY);
    expect(within(dialog).getByRole('button', { name: 'Start playing' })).toBeDisabled();
  });
});
