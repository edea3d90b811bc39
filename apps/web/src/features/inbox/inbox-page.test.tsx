import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/server.ts';
import { trpcQuery } from '../../mocks/trpc.ts';
import { InboxPage } from './inbox-page.tsx';
import { inboxLine } from './inbox-text.ts';
import { renderRoute } from '../../mocks/render-page.tsx';

describe('inbox', () => {
  it('lists one row per conversation with name and last message (its translation when present), linking to the chat', async () => {
    server.use(
      trpcQuery('message.inbox', () => [
        {
          _id: 'mila',
          name: 'Mila Reyes',
          image: 'mila-card.jpg',
          message: 'See you later',
          messageTrans: 'Hasta luego',
          updatedAt: '2025-01-02T00:00:00.000Z',
        },
        {
          _id: 'hana',
          name: 'Hana Mori',
          image: 'hana-card.jpg',
          message: '[hana-selfie.jpg]',
          messageTrans: null,
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      ]),
    );
    renderRoute(<InboxPage />, { route: '/app/inbox', path: '/app/inbox' });
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/app/chat/mila');
    expect(within(rows[0]!).getByText('Mila Reyes')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hasta luego')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sent a photo')).toBeInTheDocument();
  });

  it('drops image references from the last line', () => {
    expect(inboxLine('Look [a.jpg] at this')).toBe('Look at this');
    expect(inboxLine('[a.jpg]')).toBeNull();
  });
});
