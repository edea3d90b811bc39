import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from '@app/game-engine';
import type { GameReply } from '@app/schema';
import { resetPlayStore } from '../../mocks/handlers/character.ts';
import { resetChatStore } from '../../mocks/handlers/message.ts';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { ChatPage } from './chat-page.tsx';
import { chatTiming } from './reveal.ts';
import { renderRoute } from '../../mocks/render-page.tsx';

const realTiming = { ...chatTiming };
let waits: number[] = [];

beforeEach(() => {
  waits = [];
  chatTiming.random = createRandom(3);
  chatTiming.sleep = async (ms) => {
    waits.push(ms);
  };
});
afterEach(() => {
  Object.assign(chatTiming, realTiming);
  resetPlayStore();
  resetChatStore();
});

const say = (response: string) => ({ role: 'assistant' as const, response, responseTrans: null, createdAt: new Date().toISOString() });

function reply(overrides: Partial<GameReply> = {}): GameReply {
  return {
    messages: [say('Hey you.')], horny: 10, options: ['Hi!'], optionsTrans: null, locationSelect: null, actionSelect: null,
    timeout: null, score: 40, level: 2, stage: 'talk', ended: false, ...overrides,
  };
}

function openChat(charId = 'sofia', tier = 0, query = '') {
  return renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, { route: '/app/chat/:charId', path: `/app/chat/${charId}${query}`, tier });
}

const log = () => screen.getByRole('log');

describe('chat page', () => {
  it('starts with an empty message and shows the greeting and suggested replies', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('message.send')) bodies.push(await request.clone().json());
    });
    openChat();
    expect(await within(log()).findByText('Hey you. I was hoping you would message me tonight 😊')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hi! How was your day?' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ 0: { id: 'sofia', message: '', gameType: 'chat', mode: 'chat' } });
    server.events.removeAllListeners();
  });

  it('adds the player message at once, then reveals new replies with the spec delays, dropping duplicates', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () => {
        calls += 1;
        if (calls === 1) return reply();
        return reply({ messages: [say('Hey you.'), say('Nice to see you'), say('[sofia-selfie.jpg]')], horny: 14, options: ['Tell me more'] });
      }),
    );
    const user = userEvent.setup();
    openChat();
    await within(log()).findByText('Hey you.');
    await user.click(screen.getByRole('button', { name: 'Hi!' }));
    expect(within(log()).getByText('Hi!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hi!' })).not.toBeInTheDocument(); // options cleared on send
    await within(log()).findByText('Nice to see you');
    await screen.findByRole('button', { name: 'Tell me more' });
    expect(within(log()).getAllByText('Hey you.')).toHaveLength(1);
    expect(within(log()).getByRole('button', { name: 'Open image' })).toBeInTheDocument();
    // typing of "Nice to see you" (700 + 50 × 15), then a 500-1500 ms pause and 500-800 ms for the image.
    expect(waits[0]).toBe(700 + 50 * 15);
    expect(waits).toHaveLength(3);
    expect(waits[1]).toBeGreaterThanOrEqual(500);
    expect(waits[1]).toBeLessThanOrEqual(1500);
    expect(waits[2]).toBeGreaterThanOrEqual(500);
    expect(waits[2]).toBeLessThanOrEqual(800);
  });

  it('shows "blocked you" when the meter is 3 or lower', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 2, timeout: Date.now() + 60 * 60_000 })));
    openChat();
    expect(await screen.findByText('Sofia Laurent blocked you')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('shows "blocked you" when more than 24 hours remain, even with a warm meter', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 20, timeout: Date.now() + 25 * 3_600_000 })));
    openChat();
    expect(await screen.findByText('Sofia Laurent blocked you')).toBeInTheDocument();
  });

  it('shows "is away" with the minutes left under 24 hours', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 12, timeout: Date.now() + 10 * 60_000 - 1_000 })));
    openChat();
    expect(await screen.findByText('Sofia Laurent is away (10 minutes left)')).toBeInTheDocument();
  });

  it('shows the FreeStyle toggle only to tier holders and sends in freestyle mode', async () => {
    const first = openChat('sofia', 0);
    await within(log()).findByText(/I was hoping/);
    expect(screen.queryByRole('switch', { name: 'FreeStyle' })).not.toBeInTheDocument();
    first.unmount();

    const modes: unknown[] = [];
    server.use(
      trpcMutation('message.send', ({ input }) => {
        modes.push(input.mode);
        return reply();
      }),
    );
    const user = userEvent.setup();
    openChat('sofia', 1);
    const toggle = await screen.findByRole('switch', { name: 'FreeStyle' });
    await within(log()).findByText('Hey you.');
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'my own words{Enter}');
    await waitFor(() => expect(modes).toEqual(['chat', 'freestyle']));
  });

  it('shows "A few minutes later..." while a location choice is sending', async () => {
    let release: () => void = () => {};
    const locations = [{ id: 'rooftop', label: 'Rooftop bar', labelTrans: null, image: 'r.jpg' }];
    let calls = 0;
    server.use(
      trpcMutation('message.send', async () => {
        calls += 1;
        if (calls === 1) return reply({ locationSelect: locations, options: [] });
        await new Promise<void>((resolve) => (release = resolve));
        return reply({ messages: [say('Good choice.')] });
      }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Rooftop bar' }));
    expect(await screen.findByText('A few minutes later...')).toBeInTheDocument();
    act(() => release());
    await within(log()).findByText('Good choice.');
    expect(screen.queryByText('A few minutes later...')).not.toBeInTheDocument();
  });

  it('shows the heart background at an action select and lets VIP pick up to five poses', async () => {
    const poses = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, label: `Pose ${id}`, labelTrans: null, image: null }));
    const chosen: string[][] = [];
    server.use(
      trpcMutation('message.send', ({ input }) => {
        chosen.push(input.choices ?? []);
        return reply({ actionSelect: poses, options: [] });
      }),
    );
    const user = userEvent.setup();
    openChat('sofia', 2);
    await screen.findByTestId('action-background');
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) await user.click(screen.getByRole('button', { name: `Pose ${id}` }));
    expect(screen.getByRole('button', { name: 'Pose f' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(chosen[1]).toEqual(['a', 'b', 'c', 'd', 'e']));
  });

  it('restarts when restart=true is in the address, then removes it', async () => {
    let restarts = 0;
    server.use(
      trpcMutation('message.restart', () => {
        restarts += 1;
        return reply({ messages: [say('Fresh start!')] });
      }),
    );
    const { router } = openChat('sofia', 0, '?restart=true');
    await within(log()).findByText('Fresh start!');
    expect(restarts).toBe(1);
    expect(router.state.location.search).toBe('');
  });

  it('restarts the chat on a tier error once the player follows Update Tier', async () => {
    let restarts = 0;
    server.use(
      trpcMutation('message.restart', () => {
        restarts += 1;
        return reply({ messages: [say('Restarted after tier')] });
      }),
    );
    const user = userEvent.setup();
    openChat('nadia', 0);
    expect(await screen.findByText('Upgrade your tier to chat with Nadia Rahman')).toBeInTheDocument();
    expect(restarts).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Update Tier' }));
    await waitFor(() => expect(restarts).toBe(1));
  });

  it('floats emojis when the meter rises, and not on the first reply', async () => {
    let calls = 0;
    server.use(trpcMutation('message.send', () => (calls++ === 0 ? reply({ horny: 10 }) : reply({ horny: 14, messages: [say('Oh?')] }))));
    const user = userEvent.setup();
    openChat();
    await within(log()).findByText('Hey you.');
    expect(screen.queryByTestId('floating-emojis')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hi!' }));
    await within(log()).findByText('Oh?');
    expect(await screen.findByTestId('floating-emojis')).toBeInTheDocument();
  });

  it('clears the away notice when the time has passed and resumes with an empty message', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const messages: string[] = [];
      server.use(
        trpcMutation('message.send', ({ input }) => {
          messages.push(input.message ?? '');
          return messages.length === 1
            ? reply({ horny: 12, timeout: Date.now() + 2 * 60_000 })
            : reply({ messages: [say('I am back.')], timeout: null });
        }),
      );
      openChat();
      expect(await screen.findByText('Sofia Laurent is away (2 minutes left)')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2 * 60_000 + 5_000));
      await within(log()).findByText('I am back.');
      expect(screen.queryByText(/is away/)).not.toBeInTheDocument();
      expect(messages).toEqual(['', '']);
    } finally {
      vi.useRealTimers();
    }
  });
});
