import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Choice } from '@app/schema';
import { renderRoute } from '../../mocks/render-page.tsx';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { ChatPage } from './chat-page.tsx';
import { playChatInstantly } from './instant-chat.ts';
import { reply, say } from '../../mocks/data/replies.ts';

playChatInstantly();
afterEach(() => {
  server.events.removeAllListeners();
});

const pose = (id: string, label: string): Choice => ({ id, label, labelTrans: null, image: null });
const POSES = [pose('kiss', 'Kiss'), pose('hug', 'Hug'), pose('end-scene', 'End the scene')];

/** The choices of every message.send the page makes. */
function sentChoices(): string[][] {
  const sent: string[][] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('message.send')) return;
    const body = (await request.clone().json()) as { 0?: { choices?: string[] }; choices?: string[] };
    sent.push((body[0] ?? body).choices ?? []);
  });
  return sent;
}

const openChat = (tier: number) =>
  renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: '/app/chat/sienna',
    tier,
  });

describe('tier controls in the chat', () => {
  it('God Mode starts a scene now and ends it with its own control (not a pose card)', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () =>
        ++calls === 1
          ? reply()
          : calls === 2
            ? reply({ actionSelect: POSES, options: [] })
            : reply({ messages: [say('That was lovely.')] }),
      ),
    );
    const sent = sentChoices();
    const user = userEvent.setup();
    openChat(3);
    await user.click(await screen.findByRole('button', { name: /Start a scene now/ }));
    const sheet = await screen.findByRole('region', { name: 'Choose what happens next' });
    expect(within(sheet).getByRole('heading')).toHaveTextContent('Choose up to 5 poses');
    expect(within(sheet).getByText('God Mode: up to 5 poses a turn')).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Kiss', 'Hug']);
    await user.click(within(sheet).getByRole('button', { name: /End the scene/ }));
    await screen.findByText('That was lovely.');
    await waitFor(() => expect(sent).toEqual([[], ['start-scene'], ['end-scene']]));
  });

  it('a free player sees the locked controls with the tier that opens them, leading to the prices page', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () =>
        ++calls === 1 ? reply() : reply({ actionSelect: POSES.slice(0, 2), options: [] }),
      ),
    );
    const user = userEvent.setup();
    openChat(0);
    const start = await screen.findByRole('link', { name: 'Start a scene now. Exclusive: God Mode and up' });
    expect(start).toHaveAttribute('href', '/app/profile/me/prices');
    expect(start).toHaveTextContent('God Mode');
    await user.click(screen.getByRole('button', { name: 'Hi!' }));
    const sheet = await screen.findByRole('region', { name: 'Choose what happens next' });
    expect(within(sheet).getByRole('link', { name: 'End the scene. Exclusive: God Mode and up' })).toHaveAttribute(
      'href',
      '/app/profile/me/prices',
    );
    expect(
      within(sheet).getByRole('link', { name: 'Up to 5 poses a turn. Exclusive: VIP Pass and up' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start a scene now/ })).not.toBeInTheDocument();
  });

  it("a VIP picks up to five poses a turn and sees its tier give it; the scene controls stay God Mode's", async () => {
    server.use(trpcMutation('message.send', () => reply({ actionSelect: POSES.slice(0, 2), options: [] })));
    openChat(2);
    const sheet = await screen.findByRole('region', { name: 'Choose what happens next' });
    expect(within(sheet).getByText('VIP Pass: up to 5 poses a turn')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'End the scene. Exclusive: God Mode and up' })).toBeInTheDocument();
  });

  it('God Mode writes to a character who blocked it, and the chat says God Mode is doing it', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 2, timeout: Date.now() + 60 * 60_000 })));
    openChat(3);
    expect(await screen.findByText('Sienna Hart blocked you')).toBeInTheDocument();
    expect(screen.getByTestId('god-mode-marker')).toHaveTextContent(
      'God Mode: you are writing to Sienna Hart although she blocked you.',
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute('placeholder', 'Write with God Mode...');
  });

  it('a free player who is blocked sees the locked way to write anyway', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 2, timeout: Date.now() + 60 * 60_000 })));
    openChat(0);
    expect(
      await screen.findByRole('link', { name: 'Write to Sienna Hart anyway. Exclusive: God Mode and up' }),
    ).toHaveAttribute('href', '/app/profile/me/prices');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.queryByTestId('god-mode-marker')).not.toBeInTheDocument();
  });
});
