import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { trpcQuery } from '../mocks/trpc.ts';
import { anonymousMe, loggedInMe } from '../mocks/data/me.ts';

describe('critical notification modal', () => {
  it('renders the markdown notice and stays away after OK', async () => {
    const user = userEvent.setup();
    server.use(trpcQuery('auth.me', () => anonymousMe({ mainEmail: 'a@b.co', mainEmailVerified: false })));
    const first = renderRoute('/en/app/hub');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.querySelector('strong')).toHaveTextContent('Please verify your e-mail');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument());
    const dismissed = localStorage.getItem('dismissedCritical');
    first.unmount();

    expect(dismissed).toContain('critical-1');
    renderRoute('/en/app/hub', { storage: { dismissedCritical: dismissed! } });
    await screen.findAllByRole('article', { name: 'Hub post' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });

  it('is suppressed for a verified main e-mail when tagged !mainEmailVerified', async () => {
    server.use(trpcQuery('auth.me', () => loggedInMe()));
    renderRoute('/en/app/hub');
    await screen.findAllByRole('article', { name: 'Hub post' });
    // Give the critical query time to answer before asserting absence.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });
});
