import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';

const moonlit = mockSite({
  siteName: 'Moonlit Dates',
  operator: { name: 'Moonlit Games OÜ', address: 'Narva mnt 5, 10117 Tallinn, Estonia', registryCode: '14999999' },
  supportEmail: 'help@moonlit.example',
});

describe('terms and privacy', () => {
  it('name the operator the server is configured with', async () => {
    server.use(trpcQuery('site.config', () => moonlit));
    renderRoute('/terms');
    expect(
      await screen.findByText(
        'Moonlit Dates is operated by Moonlit Games OÜ, a company registered in Estonia (registry code 14999999), Narva mnt 5, 10117 Tallinn, Estonia.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send complaints to help@moonlit\.example/)).toBeInTheDocument();
    expect(screen.queryByText(/Example Interactive/)).not.toBeInTheDocument();
  });

  it('privacy names the controller and the contact address', async () => {
    server.use(trpcQuery('site.config', () => moonlit));
    renderRoute('/privacy');
    expect(
      await screen.findByText(/mean Moonlit Games OÜ, Narva mnt 5, 10117 Tallinn, Estonia, the controller/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Questions about privacy or requests about your data: help@moonlit.example.'),
    ).toBeInTheDocument();
  });
});
