import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../mocks/render.tsx';
import { CrashScreen } from './crash-screen.tsx';

function Broken(): never {
  throw new Error('boom');
}

const crashingRoutes = [{ path: '/', element: <Broken />, errorElement: <CrashScreen /> }];

describe('crash screen', () => {
  it('shows the user id decoded from the stored token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', { claims: { user: 'player-42' }, routes: crashingRoutes });
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText('Displaying userId for reporting:')).toBeInTheDocument();
    expect(screen.getByText('player-42')).toBeInTheDocument();
  });

  it('says "User ID not found" without a readable token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/', { claims: null, routes: crashingRoutes });
    expect(await screen.findByText('User ID not found')).toBeInTheDocument();
  });
});
