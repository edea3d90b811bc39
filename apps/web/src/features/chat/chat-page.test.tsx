import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom, speak } from '@app/game-engine';
import { demoPack } from '../../mocks/data/demo-pack.ts';
import { server } from '../../mocks/server.ts';
import { mockError, mockRefusal, trpcMutation } from '../../mocks/trpc.ts';
import { ChatPage } from './chat-page.tsx';
import { chatTiming } from './reveal.ts';
import { LATER_MIN_MS } from './use-chat-game.ts';
import { renderRoute } from '../../mocks/render-page.tsx';
import { reply, say } from '../../mocks/data/replies.ts';

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
});

/** Sienna of the demo pack: the chat the mocks play when a test does not answer it itself. */
const SIENNA = demoPack().characters.find((c) => c.id === 'sienna')!;
const greetings = SIENNA.dialogue.greeting.map((line) => speak(line, SIENNA.name, 'en').response);
/** Her greeting, whichever of her greeting lines the engine drew. */
const findGreeting = () => within(log()).findByText((text) => greetings.includes(text));
/** The suggested replies offered, as buttons. */
const suggestedReplies = () => within(screen.getByRole('list', { name: 'Suggested replies' })).getAllByRole('button');

function openChat(charId = 'sienna', tier = 0, query = '') {
  return renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: `/app/chat/${charId}${query}`,
    tier,
  });
}

const log = () => screen.getByRole('log');

describe('chat page', () => {
  it('starts with an empty message and shows the greeting and suggested replies', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('message.send')) bodies.push(await request.clone().json());
    });
    openChat();
    expect(await findGreeting()).toBeInTheDocument();
    // Replies of her talk beats, as the pack writes them.
    const talk = SIENNA.dialogue.talk;
    const offered = [...talk.cold, ...talk.warm, ...talk.hot].flatMap((beat) => beat.replies.map((r) => r.text));
    await waitFor(() => expect(suggestedReplies().length).toBeGreaterThan(0));
    for (const button of suggestedReplies()) expect(offered).toContain(button.textContent);
    expect(bodies[0]).toMatchObject({ 0: { id: 'sienna', message: '', gameType: 'chat', mode: 'chat' } });
    server.events.removeAllListeners();
  });

  it('adds the player message at once, then reveals new replies with the spec delays, dropping duplicates', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () => {
        calls += 1;
        if (calls === 1) return reply();
        return reply({
          messages: [say('Hey you.'), say('Nice to see you'), say('[sienna-selfie.jpg]')],
          horny: 14,
          options: ['Tell me more'],
        });
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

  it('shows "blocked you" when the meter is 3 or lower, with when the block ends', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 2, timeout: Date.now() + 2 * 60 * 60_000 - 1_000 })));
    openChat();
    expect(await screen.findByText('Sienna Hart blocked you')).toBeInTheDocument();
    expect(screen.getByText('2 hours left')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('shows "blocked you" when more than 24 hours remain, even with a warm meter', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 20, timeout: Date.now() + 25 * 3_600_000 })));
    openChat();
    expect(await screen.findByText('Sienna Hart blocked you')).toBeInTheDocument();
    expect(screen.getByText(/^25 hours/)).toBeInTheDocument();
  });

  it('shows "is away" with the minutes left under 24 hours', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 12, timeout: Date.now() + 10 * 60_000 - 1_000 })));
    openChat();
    expect(await screen.findByText('Sienna Hart is away (10 minutes left)')).toBeInTheDocument();
  });

  it('says "1 minute" and counts hours from an hour on', async () => {
    server.use(trpcMutation('message.send', () => reply({ horny: 12, timeout: Date.now() + 60_000 - 1_000 })));
    const first = openChat();
    expect(await screen.findByText('Sienna Hart is away (1 minute left)')).toBeInTheDocument();
    first.unmount();
    server.use(trpcMutation('message.send', () => reply({ horny: 12, timeout: Date.now() + 61 * 60_000 - 1_000 })));
    openChat();
    expect(await screen.findByText('Sienna Hart is away (1 hour 1 minute left)')).toBeInTheDocument();
  });

  it('shows the FreeStyle toggle only to tier holders and sends in freestyle mode', async () => {
    const first = openChat('sienna', 0);
    await findGreeting();
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
    openChat('sienna', 1);
    const toggle = await screen.findByRole('switch', { name: 'FreeStyle' });
    await within(log()).findByText('Hey you.');
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'my own words{Enter}');
    await waitFor(() => expect(modes).toEqual(['chat', 'freestyle']));
  });

  it('shows "A few minutes later..." while a location choice is sending, for at least the minimum time', async () => {
    let release: () => void = () => {};
    const locations = [
      { id: 'rooftop', label: 'Rooftop bar', labelTrans: null, image: 'r.jpg' },
      { id: 'market', label: 'Night market', labelTrans: null, image: 'm.jpg' },
    ];
    const picks: string[][] = [];
    server.use(
      trpcMutation('message.send', async ({ input }) => {
        picks.push(input.choices ?? []);
        if (picks.length === 1) return reply({ locationSelect: locations, options: [] });
        await new Promise<void>((resolve) => (release = resolve));
        return reply({ messages: [say('[r.jpg]'), say('Good choice.')], options: ['Cheers'] });
      }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Rooftop bar' }));
    expect(await screen.findByText('A few minutes later...')).toBeInTheDocument();
    // A second pick cannot be sent while the first is under way.
    expect(screen.getByRole('button', { name: 'Night market' })).toBeDisabled();
    act(() => release());
    await within(log()).findByText('Good choice.');
    expect(screen.queryByText('A few minutes later...')).not.toBeInTheDocument();
    expect(waits).toContain(LATER_MIN_MS);
    expect(picks).toEqual([[], ['rooftop']]);
  });

  it('keeps the location choices disabled until the reply has fully appeared', async () => {
    const locations = [{ id: 'rooftop', label: 'Rooftop bar', labelTrans: null, image: 'r.jpg' }];
    let calls = 0;
    server.use(
      trpcMutation('message.send', () => {
        calls += 1;
        if (calls === 1) return reply({ locationSelect: locations, options: [] });
        // Free text that names no place: she answers in two lines and the offer stands.
        return reply({
          messages: [say('Hey you.'), say('Hm, where?'), say('Pick one of these.')],
          locationSelect: locations,
          options: [],
        });
      }),
    );
    let hold = false;
    let finish: () => void = () => {};
    chatTiming.sleep = (ms) => {
      waits.push(ms);
      return hold && ms !== LATER_MIN_MS ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
    };
    const user = userEvent.setup();
    openChat();
    const card = await screen.findByRole('button', { name: 'Rooftop bar' });
    hold = true;
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'surprise me{Enter}');
    // The answer is arriving: the character types, the overlay is gone, the old offer cannot be picked.
    await waitFor(() => expect(screen.queryByText('A few minutes later...')).not.toBeInTheDocument());
    expect(await screen.findByText(/is typing/)).toBeInTheDocument();
    expect(card).toBeDisabled();
    hold = false;
    act(() => finish());
    await within(log()).findByText('Pick one of these.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rooftop bar' })).toBeEnabled());
    expect(calls).toBe(2);
  });

  it('shows the heart background at an action select and lets VIP pick up to five poses', async () => {
    const poses = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
      id,
      label: `Pose ${id}`,
      labelTrans: null,
      image: null,
    }));
    const chosen: string[][] = [];
    server.use(
      trpcMutation('message.send', ({ input }) => {
        chosen.push(input.choices ?? []);
        return reply({ actionSelect: poses, options: [] });
      }),
    );
    const user = userEvent.setup();
    openChat('sienna', 2);
    await screen.findByTestId('action-background');
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f'])
      await user.click(screen.getByRole('button', { name: `Pose ${id}` }));
    expect(screen.getByRole('button', { name: 'Pose f' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Pose f' })).toBeDisabled();
    expect(screen.getByText('5 of 5 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(chosen[1]).toEqual(['a', 'b', 'c', 'd', 'e']));
  });

  it('keeps the poses, Continue and the text box on screen together at an action select', async () => {
    const poses = ['a', 'b'].map((id) => ({ id, label: `Pose ${id}`, labelTrans: null, image: `${id}.jpg` }));
    server.use(trpcMutation('message.send', () => reply({ actionSelect: poses, options: [] })));
    openChat('sienna', 0);
    const sheet = await screen.findByRole('region', { name: 'Choose what happens next' });
    // One pose a turn below VIP: no count, Continue in the sheet's title row, the text box below the sheet.
    expect(within(sheet).getByRole('heading', { name: 'Choose a pose' })).toBeInTheDocument();
    expect(within(sheet).queryByText(/chosen/)).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Continue' })).toBeDisabled();
    const footer = sheet.closest('.chat-footer')!;
    expect(within(footer as HTMLElement).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('restarts when restart=true is in the address, then removes it', async () => {
    let restarts = 0;
    server.use(
      trpcMutation('message.restart', () => {
        restarts += 1;
        return reply({ messages: [say('Fresh start!')] });
      }),
    );
    const { router } = openChat('sienna', 0, '?restart=true');
    await within(log()).findByText('Fresh start!');
    expect(restarts).toBe(1);
    expect(router.state.location.search).toBe('');
  });

  it("asks before the header's Restart clears the conversation, saying what goes and what stays", async () => {
    let restarts = 0;
    server.use(
      trpcMutation('message.send', () => reply({ messages: [say('Hey you.')], options: ['More please'] })),
      trpcMutation('message.restart', () => {
        restarts += 1;
        return reply({ messages: [say('A fresh start.')] });
      }),
    );
    const user = userEvent.setup();
    openChat('sienna', 1);
    await within(log()).findByText('Hey you.');
    await user.click(screen.getAllByRole('button', { name: 'Restart' })[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Restart the conversation?' });
    expect(dialog).toHaveTextContent('are cleared and her affection meter starts again');
    expect(dialog).toHaveTextContent('Your level and what it unlocked stay. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Restart the conversation?' })).not.toBeInTheDocument(),
    );
    expect(restarts).toBe(0);
    expect(within(log()).getByText('Hey you.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Restart' })[0]!);
    dialog = await screen.findByRole('dialog', { name: 'Restart the conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await within(log()).findByText('A fresh start.');
    expect(restarts).toBe(1);
  });

  it('clears the messages and restarts the chat on a tier error, without waiting for the dialog', async () => {
    let sends = 0;
    let restarts = 0;
    server.use(
      trpcMutation('message.send', () => {
        sends += 1;
        if (sends === 1) return reply({ messages: [say('Hey you.')], options: ['More please'] });
        throw mockRefusal('tier.poses', { posesPerTurn: 1 }, 'tier', 'FORBIDDEN');
      }),
      trpcMutation('message.restart', () => {
        restarts += 1;
        return reply({ messages: [say('Restarted after tier')] });
      }),
    );
    const user = userEvent.setup();
    openChat('sienna', 0);
    await within(log()).findByText('Hey you.');
    await user.click(screen.getByRole('button', { name: 'More please' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Your tier picks up to 1 pose(s) a turn');
    expect(within(dialog).getByRole('button', { name: 'Update Tier' })).toBeInTheDocument();
    await within(log()).findByText('Restarted after tier');
    expect(within(log()).queryByText('Hey you.')).not.toBeInTheDocument();
    expect(within(log()).queryByText('More please')).not.toBeInTheDocument();
    expect(restarts).toBe(1);
  });

  it('restarts only once when the character herself needs a higher tier', async () => {
    let restarts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('message.restart')) restarts += 1;
    });
    // Camille is a tier 2 character of the demo pack: the mocks refuse her as the server does.
    openChat('camille', 0);
    expect(await screen.findByText('This character is for a higher tier. Upgrade to play.')).toBeInTheDocument();
    await waitFor(() => expect(restarts).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(restarts).toBe(1);
    server.events.removeAllListeners();
  });

  it('shows the character and the player with their levels on a score error', async () => {
    const locations = [{ id: 'penthouse', label: 'Penthouse', labelTrans: null, image: 'p.jpg' }];
    let calls = 0;
    server.use(
      trpcMutation('message.send', () => {
        calls += 1;
        if (calls === 1) return reply({ locationSelect: locations, options: [], score: 40, level: 2 });
        throw mockError('Penthouse unlocks at level 4', 'score', 'FORBIDDEN');
      }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Penthouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Penthouse unlocks at level 4');
    expect(within(dialog).getByRole('img', { name: 'Sienna Hart' })).toHaveAttribute(
      'src',
      `/public/${SIENNA.images[1]}`,
    );
    expect(within(dialog).getByText('Needs level 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Level 2')).toBeInTheDocument();
    // The choice can be made again once the dialog is closed.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByRole('button', { name: 'Penthouse' })).toBeEnabled();
  });

  it('after a chat message refetches what other screens show of the character', async () => {
    // The character is asked for once on opening and again after the first reply (the invalidation refetches
    // it at once, as the page observes it): counted at the mock, whatever the timing of the two.
    let characterFetches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('character.get')) characterFetches += 1;
    });
    const user = userEvent.setup();
    const { queryClient } = openChat();
    await findGreeting();
    await waitFor(() => expect(characterFetches).toBeGreaterThanOrEqual(2));
    server.events.removeAllListeners();
    queryClient.setQueryData(['play-character-posts', 'sienna'], { pages: [[]], pageParams: [1] });
    await user.click(suggestedReplies()[0]!);
    await waitFor(() =>
      expect(queryClient.getQueryState(['play-character-posts', 'sienna'])?.isInvalidated).toBe(true),
    );
  });

  it('announces new character lines to screen readers, not the history or the player', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () =>
        calls++ === 0 ? reply() : reply({ messages: [say('Hey you.'), say('Nice to see you')] }),
      ),
    );
    const user = userEvent.setup();
    openChat();
    await within(log()).findByText('Hey you.');
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Hi!' }));
    await within(log()).findByText('Nice to see you');
    await waitFor(() => expect(announcer).toHaveTextContent('Sienna Hart: Nice to see you'));
    expect(announcer).not.toHaveTextContent('Hi!');
  });

  it('floats emojis when the meter rises, and not on the first reply', async () => {
    let calls = 0;
    server.use(
      trpcMutation('message.send', () =>
        calls++ === 0 ? reply({ horny: 10 }) : reply({ horny: 14, messages: [say('Oh?')] }),
      ),
    );
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
      expect(await screen.findByText('Sienna Hart is away (2 minutes left)')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2 * 60_000 + 5_000);
      });
      await within(log()).findByText('I am back.');
      expect(screen.queryByText(/is away/)).not.toBeInTheDocument();
      expect(messages).toEqual(['', '']);
    } finally {
      vi.useRealTimers();
    }
  });
});
