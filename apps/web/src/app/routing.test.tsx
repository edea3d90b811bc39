import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../mocks/render.tsx';

describe('routing', () => {
  it('redirects a path without a language segment to the stored language', async () => {
    const { router } = renderRoute('/app/hub', { language: 'fr' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/app/hub'));
  });

  it('keeps terms and privacy unprefixed', async () => {
    const { router } = renderRoute('/terms', { language: 'de' });
    await screen.findByRole('heading', { level: 1, name: /Terms/ });
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('keeps the copyright page unprefixed, like terms and privacy', async () => {
    const { router } = renderRoute('/copyright', { language: 'de' });
    await screen.findByRole('heading', { level: 1, name: /Copyright|Urheberrecht/ });
    expect(router.state.location.pathname).toBe('/copyright');
  });

  it('shows Page Not Found for an unknown path', async () => {
    renderRoute('/en/nowhere/at/all');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('shows Page Not Found when the first segment is not a language', async () => {
    renderRoute('/xx/app/hub');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it('opens the game index at /{lang}/game (and moves /game to the language path), in the game shell', async () => {
    const { router } = renderRoute('/game', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/game'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});
