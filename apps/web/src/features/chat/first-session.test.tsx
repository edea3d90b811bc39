import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_METER } from '@app/game-engine';
import type { GameReply, MeterGuide } from '@app/schema';
import { renderRoute } from '../../mocks/render-page.tsx';
import { server } from '../../mocks/server.ts';
import { trpcMutation } from '../../mocks/trpc.ts';
import { ChatPage } from './chat-page.tsx';
import { KEEP_PROGRESS_AFTER } from './components/keep-progress.tsx';
import { playChatInstantly } from './instant-chat.ts';
import { reply as chatReply, say } from '../../mocks/data/replies.ts';

playChatInstantly();
afterEach(() => {
  localStorage.clear();
});

const guide: MeterGuide = { dateAt: 15, sceneAt: 25, unlocked: null, next: { level: 2, locations: [], poses: 4 } };

/** A first-session reply: level 1, two options, the meter's guide. */
const reply = (overrides: Partial<GameReply> = {}): GameReply =>
  chatReply({ options: ['Hi!', 'Whatever.'], score: 20, level: 1, change: null, guide, ...overrides });

/** The server's answers in order, the last one repeated. */
function answers(...list: GameReply[]) {
  const sent: { message?: string }[] = [];
  server.use(
    trpcMutation('message.send', ({ input }) => {
      sent.push(input);
      return list[Math.min(sent.length - 1, list.length - 1)]!;
    }),
  );
  return sent;
}

function openChat() {
  return renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: '/app/chat/sienna',
  });
}

describe('the chat teaches the meter', () => {
  it('labels the meter with its value, the date and scene marks, and explains it on request', async () => {
    answers(reply({ guide: { ...guide, dateAt: 14, sceneAt: 22 } }));
    const user = userEvent.setup();
    openChat();
    const meter = (await screen.findAllByRole('meter', { name: 'Affection' }))[0]!;
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '10'));
    expect(meter).toHaveAttribute('aria-valuemax', '30');
    expect(meter.getAttribute('aria-valuetext')).toBe(
      `10 of 30: a date at 14, a scene at 22, blocked at ${BLOCK_METER} or lower`,
    );
    expect(within(meter).getByTitle('Date at 14')).toBeInTheDocument();
    expect(within(meter).getByTitle('Scene at 22')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'How the meter works' })[0]!);
    const help = await screen.findByRole('dialog', { name: 'How the meter works' });
    expect(help).toHaveTextContent('At 14 she asks you on a date.');
    expect(help).toHaveTextContent('On the date, at 22, things heat up');
    expect(help).toHaveTextContent(`at ${BLOCK_METER} or lower she blocks you`);
    expect(help).toHaveTextContent('Next: level 2 unlocks 4 new poses.');
    await user.click(within(help).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How the meter works' })).not.toBeInTheDocument());
  });

  it('shows a first-time hint until the player has replied', async () => {
    answers(reply(), reply({ horny: 12, change: { delta: 2, reason: 'kind' } }));
    const user = userEvent.setup();
    openChat();
    expect(
      await screen.findByText('Tap a reply to answer Sienna Hart. Kind words fill her affection meter.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hi!' }));
    await screen.findByRole('button', { name: 'Hi!' });
    expect(screen.queryByText(/Tap a reply to answer/)).not.toBeInTheDocument();
  });

  it('shows +n after a kind reply and −n with the reason and a warning after a rude one', async () => {
    answers(
      reply(),
      reply({ horny: 13, change: { delta: 3, reason: 'kind' } }),
      reply({ horny: 7, change: { delta: -6, reason: 'rude' } }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Hi!' }));
    const rise = await screen.findByTestId('meter-note');
    expect(rise).toHaveTextContent('+3');
    expect(rise).toHaveTextContent('Sienna Hart liked that');
    expect(screen.getAllByTestId('meter-delta')[0]).toHaveTextContent('+3');
    await user.click(await screen.findByRole('button', { name: 'Whatever.' }));
    await waitFor(() => expect(screen.getByTestId('meter-note')).toHaveTextContent('\u22126'));
    const drop = screen.getByTestId('meter-note');
    expect(drop).toHaveTextContent('That came across as rude');
    expect(drop).toHaveTextContent(`Careful: at ${BLOCK_METER} or lower she blocks you.`);
    expect(drop.closest('[role="status"]')).not.toBeNull();
  });

  it('marks a level up with what it unlocked and what comes next', async () => {
    answers(
      reply({ score: 28 }),
      reply({
        score: 31,
        level: 2,
        horny: 12,
        change: { delta: -13, reason: 'sceneEnd' },
        guide: {
          ...guide,
          unlocked: { level: 2, locations: [], poses: 4 },
          next: { level: 4, locations: ['Rooftop After Hours'], poses: 3 },
        },
      }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Hi!' }));
    const moment = await screen.findByRole('region', { name: 'Level 2 with Sienna Hart!' });
    expect(moment).toHaveTextContent('Unlocked: 4 new poses.');
    expect(moment).toHaveTextContent('Next: level 4 unlocks Rooftop After Hours and 3 new poses.');
    expect(screen.getByTestId('meter-note')).toHaveTextContent('The scene is over: her affection settles');
    await user.click(within(moment).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: /Level 2/ })).not.toBeInTheDocument();
  });

  it('marks the date offer and the scene with what to do next', async () => {
    const place = [{ id: 'rooftop', label: 'Rooftop bar', labelTrans: null, image: null }];
    const pose = [{ id: 'kiss', label: 'Kiss', labelTrans: null, image: null }];
    answers(
      reply(),
      reply({ horny: 15, options: [], locationSelect: place, change: { delta: 2, reason: 'kind' } }),
      reply({ horny: 25, options: [], actionSelect: pose, change: { delta: 3, reason: 'kind' } }),
    );
    const user = userEvent.setup();
    openChat();
    await user.click(await screen.findByRole('button', { name: 'Hi!' }));
    const date = await screen.findByRole('region', { name: 'Sienna Hart wants a date' });
    expect(date).toHaveTextContent('Pick a place below.');
    expect(date).toHaveTextContent('On the date, at 25 things heat up.');
    await user.click(screen.getByRole('button', { name: 'Rooftop bar' }));
    const scene = await screen.findByRole('region', { name: 'Things are heating up' });
    expect(scene).toHaveTextContent('Pick a pose below: Sienna Hart answers each with a picture.');
    expect(screen.queryByRole('region', { name: /wants a date/ })).not.toBeInTheDocument();
  });
});

describe("the player's own words", () => {
  it("shows a tapped reply in the player's language and sends the original", async () => {
    const sent = answers(
      reply({ options: ['Hi! How was your day?'], optionsTrans: ['مرحبًا! كيف كان يومك؟'] }),
      reply({ messages: [say('Hey you.'), say('Long, but better now.')], options: ['Tell me more'] }),
    );
    const user = userEvent.setup();
    openChat();
    const chip = await screen.findByRole('button', { name: 'مرحبًا! كيف كان يومك؟' });
    expect(chip).toHaveAttribute('dir', 'auto');
    await user.click(chip);
    const log = screen.getByRole('log');
    const bubble = await within(log).findByText('مرحبًا! كيف كان يومك؟');
    expect(bubble).toHaveAttribute('dir', 'auto');
    expect(within(log).queryByText('Hi! How was your day?')).not.toBeInTheDocument();
    await waitFor(() => expect(sent[1]).toMatchObject({ message: 'Hi! How was your day?' }));
  });
});

describe("a guest's invitation", () => {
  it(`invites a guest to keep their progress after ${KEEP_PROGRESS_AFTER} replies, and "Not now" puts it away for good`, async () => {
    answers(reply({ options: ['Hi!'] }));
    const user = userEvent.setup();
    const view = openChat();
    for (let i = 0; i < KEEP_PROGRESS_AFTER; i++) {
      expect(screen.queryByRole('complementary', { name: 'Keep your progress' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Hi!' }));
    }
    const invite = await screen.findByRole('complementary', { name: 'Keep your progress' });
    expect(within(invite).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/signup$/),
    );
    await user.click(within(invite).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Keep your progress' })).not.toBeInTheDocument();
    view.unmount();
    openChat();
    await screen.findByRole('button', { name: 'Hi!' });
    expect(screen.queryByRole('complementary', { name: 'Keep your progress' })).not.toBeInTheDocument();
  });
});
