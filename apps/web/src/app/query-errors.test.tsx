import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../mocks/render.tsx';
import { stubLayoutApis } from '../mocks/render-page.tsx';
import { server } from '../mocks/server.ts';
import { mockError, trpcQuery } from '../mocks/trpc.ts';
import { clearError } from '../lib/dialogs/index.ts';

stubLayoutApis();
afterEach(() => clearError());

const serverFault = () => {
  throw mockError('Internal failure', undefined, 'INTERNAL_SERVER_ERROR');
};

describe('a query the server fails', () => {
  it.each([
    ['feed.page', '/en/app/home'],
    ['character.all', '/en/app/explore'],
    ['message.inbox', '/en/app/inbox'],
  ] as const)('%s answering 500 opens the error dialog with Reload on %s', async (path, page) => {
    server.use(trpcQuery(path, serverFault));
    renderRoute(page);
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('An error occurred. Would you like to reload the page?');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a missing character stays the page own "not found" state, without a dialog', async () => {
    renderRoute('/en/app/profile/nobody-here');
    expect(await screen.findByText('Character not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
  });
});
