import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeLocationLogin } from '../lib/dialogs/index.ts';
import { decodeClaims } from '../lib/session.ts';
import { anonymousMe } from '../mocks/data/me.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { trpcQuery } from '../mocks/trpc.ts';

const notConsented = { claims: { tosConsent: false, tags: { 'girls-set': 'true' } } };
const gate = () => screen.queryByRole('dialog', { name: 'Adults only (18+)' });

describe('age gate', () => {
  it.each(['/en/app/hub', '/en/signup', '/en/tiers', '/en/nowhere'])('is shown on %s before consent', async (path) => {
    renderRoute(path, notConsented);
    expect(await screen.findByRole('dialog', { name: 'Adults only (18+)' })).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/copyright', 'Copyright Policy'],
    ['/en/sitemap', 'Sitemap'],
    ['/en', 'Flirt, date and win hearts in an AI dating game'],
  ])('is not shown on %s', async (path, heading) => {
    renderRoute(path, notConsented);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(gate()).not.toBeInTheDocument();
  });

  it('is not shown on the bare root path', async () => {
    renderRoute('/', { claims: null });
    await screen.findByRole('heading', { level: 1, name: 'Flirt, date and win hearts in an AI dating game' });
    expect(gate()).not.toBeInTheDocument();
  });

  it('Continue records consent locally and on the server', async () => {
    const user = userEvent.setup();
    renderRoute('/en/app/hub', notConsented);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(gate()).not.toBeInTheDocument());
    expect(localStorage.getItem('tosConsent')).toBe('true');
    await waitFor(() => expect(decodeClaims(localStorage.getItem('token')!)?.tosConsent).toBe(true));
  });

  it('stays the one to answer above the location-law login request, which waits behind it', async () => {
    const user = userEvent.setup();
    server.use(trpcQuery('auth.me', () => anonymousMe({ requireLogin: true })));
    renderRoute('/en/app/hub', notConsented);
    const law = await screen.findByRole('dialog', { name: 'Login required' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(gate()).toHaveAttribute('open');
    await user.click(continueButton);
    await waitFor(() => expect(gate()).not.toBeInTheDocument());
    expect(law).toHaveAttribute('open');
    closeLocationLogin();
  });
});
