import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../mocks/render.tsx';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { mockSite } from '../../mocks/handlers/site.ts';

describe('landing page', () => {
  it("shows the content pack's numbers and the operator's details from the server", async () => {
    server.use(
      trpcQuery('character.stats', () => ({ characters: 4, locations: 8, posesPerCharacter: 31 })),
      trpcQuery('site.config', () =>
        mockSite({
          supportEmail: 'hello@moonlit.example',
          communityUrl: 'https://chat.moonlit.example',
          operator: {
            name: 'Moonlit Games OÜ',
            address: 'Tallinn',
            registryCode: '1',
            jurisdiction: null,
            contact: 'x',
          },
        }),
      ),
    );
    renderRoute('/en');
    const stats = await screen.findByRole('region', { name: 'What awaits you' });
    expect(await within(stats).findByText('4')).toBeInTheDocument();
    expect(within(stats).getByText('8')).toBeInTheDocument();
    expect(within(stats).getByText('31+')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hello@moonlit.example' })).toHaveAttribute(
      'href',
      'mailto:hello@moonlit.example',
    );
    expect(screen.getByRole('link', { name: 'Join the chat community' })).toHaveAttribute(
      'href',
      'https://chat.moonlit.example',
    );
    expect(screen.getByRole('link', { name: 'Report an Issue' }).getAttribute('href')).toMatch(
      /^mailto:hello@moonlit\.example\?/,
    );
    expect(screen.getByText(/Moonlit Games OÜ/)).toBeInTheDocument();
  });

  it('shows a neutral placeholder, never made-up numbers, while the numbers load or when they fail', async () => {
    server.use(trpcQuery('character.stats', () => new Promise(() => undefined)));
    const loading = renderRoute('/en');
    const stats = await screen.findByRole('region', { name: 'What awaits you' });
    expect(within(stats).getAllByText('—')).toHaveLength(3);
    for (const n of ['9', '18', '70+']) expect(within(stats).queryByText(n)).not.toBeInTheDocument();
    loading.unmount();
    server.use(trpcQuery('character.stats', () => Promise.reject(new Error('down'))));
    renderRoute('/en');
    const failed = await screen.findByRole('region', { name: 'What awaits you' });
    expect(within(failed).getAllByText('—')).toHaveLength(3);
  });
});
