import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@app/schema/constants';
import { mockContentView } from '../../../mocks/data/console-operations.ts';
import { loggedInMe } from '../../../mocks/data/me.ts';
import { resetOperationsMock } from '../../../mocks/handlers/admin-operations.ts';
import { renderRoute } from '../../../mocks/render-page.tsx';
import { server } from '../../../mocks/server.ts';
import { trpcMutation, trpcQuery } from '../../../mocks/trpc.ts';
import { ContentAdminPage } from './content-page.tsx';

function renderContent(role: number) {
  server.use(trpcQuery('auth.me', () => loggedInMe({ role })));
  return renderRoute(<ContentAdminPage />, { route: '/:lang/admin/content', path: '/en/admin/content' });
}

describe('console content', () => {
  beforeEach(() => resetOperationsMock());

  it('shows a moderator the loaded pack, its characters and the problems of the last load, without Reload', async () => {
    renderContent(ROLE.moderator);
    const table = await screen.findByRole('table');
    expect(screen.getByText('Demo pack')).toBeInTheDocument();
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByTitle(/^9f2c4e1ab37d/)).toHaveTextContent('9f2c4e1ab37d');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const mila = within(table).getByRole('row', { name: /Mila/ });
    expect(mila).toHaveTextContent('mila');
    expect(mila).toHaveTextContent('All languages');
    expect(mila).toHaveTextContent('Yes');
    const ivy = within(table).getByRole('row', { name: /Ivy Marsh/ });
    expect(ivy).toHaveTextContent('27');
    expect(ivy).toHaveTextContent('Basic Pass');
    expect(ivy).toHaveTextContent('No, kept for players’ chats');
    expect(ivy).toHaveTextContent('en, de, fr');
    // Ivy's generic pools: a model is configured, so it voices them; Mila's dialogue is written.
    expect(ivy).toHaveTextContent('Pools voiced by the model: 3');
    expect(mila).toHaveTextContent('Written');

    const problems = screen.getByRole('region', { name: 'Problems at the last load' });
    expect(problems).toHaveTextContent('i18n/th/characters/nova.json: dialogue.date.warm[2]');
    expect(problems).toHaveTextContent('Not translated yet');

    expect(screen.queryByRole('button', { name: 'Reload pack' })).toBeNull();
  });

  it('lists the generic pools still to write when no model is configured', async () => {
    server.use(
      trpcQuery('admin.content.view', () => ({
        ...mockContentView(new Date().toISOString()),
        modelConfigured: false,
      })),
    );
    renderContent(ROLE.moderator);
    const table = await screen.findByRole('table');
    const ivy = within(table).getByRole('row', { name: /Ivy Marsh/ });
    expect(ivy).toHaveTextContent('Pools to write: talk.cold, blocked, freeText.negative');
    expect(ivy).not.toHaveTextContent('voiced by the model');
  });

  it('reloads the pack for an admin and says it loaded', async () => {
    const user = userEvent.setup();
    renderContent(ROLE.admin);
    await user.click(await screen.findByRole('button', { name: 'Reload pack' }));
    expect(await screen.findByText('Pack reloaded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loaded Demo pack 1.0.0');
  });

  it('says why a reload was refused and that the old content stays', async () => {
    const user = userEvent.setup();
    server.use(
      trpcMutation('admin.content.reload', () => ({
        ok: false,
        message: 'characters/mila.json: age: Every character must be 18 or over',
      })),
    );
    renderContent(ROLE.admin);
    await user.click(await screen.findByRole('button', { name: 'Reload pack' }));
    const answer = await screen.findByText('Reload refused: the content loaded before stays.');
    expect(answer.closest('[role="status"]')).toHaveTextContent(
      'characters/mila.json: age: Every character must be 18 or over',
    );
  });
});
