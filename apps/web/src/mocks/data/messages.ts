import { DEFAULT_DATE_THRESHOLD, DEFAULT_SCENE_THRESHOLD } from '@app/game-engine';
import type { ChatMessage, Choice, GameReply, InboxItem, MeterGuide, MeterReason } from '@app/schema';
import { mockCharacters } from './characters.ts';

/**
 * A scripted chat for the mocks: talk until the meter reaches 15, then a location select, a date,
 * an action select at 25, two scene turns, then the character is away for 30 minutes.
 * "Whatever." lowers the meter; at 3 or lower the character blocks the player for 25 hours.
 */
export interface MockGame {
  charId: string;
  history: ChatMessage[];
  horny: number;
  score: number;
  stage: 'talk' | 'locationSelect' | 'date' | 'actionSelect';
  turn: number;
  location: string | null;
  timeout: number | null;
  options: string[];
}

const RUDE = 'Whatever.';
const talkOptions = ['Hi! How was your day?', 'You looked amazing in your last post', RUDE];
const dateOptions = ['Cheers to us', 'Come sit closer', RUDE];

const talkLines = [
  'Hey you. I was hoping you would message me tonight 😊',
  'Long day, but it just got better. I took this on my break [{id}-selfie-1.jpg]',
  'You are sweet. Keep talking like that and I might steal you away for the evening.',
  'Okay, you have my attention. Tell me something nobody knows about you.',
];

const followUps = ['So... what now?', 'Your move 😉', 'I am listening.', 'Go on, impress me.'];

const locations = (id: string): Choice[] => [
  { id: 'rooftop', label: 'Rooftop bar', labelTrans: null, image: `${id}-loc-rooftop.jpg` },
  { id: 'night-market', label: 'Night market', labelTrans: null, image: `${id}-loc-night-market.jpg` },
];

const poses = (id: string): Choice[] =>
  ['slow-dance', 'back-hug', 'balcony-kiss', 'bubble-bath', 'massage', 'afterglow', 'blindfold-game'].map((pose) => ({
    id: pose,
    label: pose.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    labelTrans: null,
    image: `${id}-pose-${pose}.jpg`,
  }));

function at(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

function say(text: string, role: ChatMessage['role'] = 'assistant'): ChatMessage {
  return { role, response: text, responseTrans: null, createdAt: at(0) };
}

export function newGame(charId: string): MockGame {
  const c = mockCharacters.find((x) => x._id === charId);
  return { charId, history: [], horny: c?.horny ?? 8, score: c?.score ?? 0, stage: 'talk', turn: 0, location: null, timeout: null, options: [] };
}

/** Games with a history already, so the inbox is not empty. */
export function seedGames(): Map<string, MockGame> {
  const games = new Map<string, MockGame>();
  for (const [id, last] of [['mila', 'See you at the bar later? 🍸'], ['hana', 'Your turn to pick the design.'], ['chloe', 'Do not forget to bring my hoodie back.']] as const) {
    const g = newGame(id);
    g.history = [say(talkLines[0]!), say('Hey! Good to hear from you', 'user'), say(last)];
    g.turn = 2;
    g.options = talkOptions;
    games.set(id, g);
  }
  return games;
}

function reply(g: MockGame, messages: ChatMessage[], extra: Partial<GameReply> = {}): GameReply {
  return {
    messages,
    horny: g.horny,
    options: g.options,
    optionsTrans: null,
    locationSelect: g.stage === 'locationSelect' ? locations(g.charId) : null,
    actionSelect: g.stage === 'actionSelect' ? poses(g.charId) : null,
    timeout: g.timeout,
    score: g.score,
    level: Math.floor(g.score / 30) + 1,
    stage: g.stage,
    ended: false,
    ...extra,
  };
}

function fill(text: string, id: string): string {
  return text.replaceAll('{id}', id);
}

function push(g: MockGame, texts: string[]): ChatMessage[] {
  const out = texts.map((t) => say(fill(t, g.charId)));
  g.history.push(...out);
  return out;
}

function addMeter(g: MockGame, delta: number): void {
  g.horny = Math.max(0, Math.min(30, g.horny + delta));
  if (delta > 0) g.score += delta;
}

/** The mock's unlocks: two poses a level, the second location at level 3. */
export function mockGuide(level: number): MeterGuide {
  const unlock = (l: number) => ({ level: l, locations: l === 3 ? ['Night market'] : [], poses: 2 });
  return { dateAt: DEFAULT_DATE_THRESHOLD, sceneAt: DEFAULT_SCENE_THRESHOLD, unlocked: level > 1 ? unlock(level) : null, next: unlock(level + 1) };
}

/** One turn of the scripted game, with the meter's change and why and the meter guide; `now` is injected for tests. */
export function playMockTurn(g: MockGame, message: string, choices: string[], now = Date.now()): GameReply {
  const from = g.horny;
  const played = playScripted(g, message, choices, now);
  const delta = g.horny - from;
  let reason: MeterReason = 'kind';
  if (message.trim() === RUDE) reason = 'rude';
  else if (delta < 0) reason = 'sceneEnd';
  else if (!message && choices.length === 0) reason = 'resumed';
  return { ...played, change: delta === 0 ? null : { delta, reason }, guide: mockGuide(played.level) };
}

function playScripted(g: MockGame, message: string, choices: string[], now: number): GameReply {
  if (g.timeout && g.timeout > now) return reply(g, message ? [] : g.history);
  if (!message && choices.length === 0) {
    if (g.timeout && g.timeout <= now) {
      g.timeout = null;
      g.horny = Math.max(g.horny, 6);
      g.options = talkOptions;
      push(g, ['I am back. Did you miss me?']);
      return reply(g, g.history);
    }
    if (g.history.length === 0) {
      g.options = talkOptions;
      push(g, [talkLines[0]!]);
    }
    return reply(g, g.history);
  }
  if (message) g.history.push(say(message, 'user'));
  if (message.trim() === RUDE) {
    addMeter(g, -5);
    if (g.horny <= 3) {
      g.timeout = now + 25 * 3_600_000;
      g.options = [];
      return reply(g, push(g, ['Wow. Okay. I am done talking for today.']));
    }
    return reply(g, push(g, ['Rude. Try again, nicely this time.']));
  }
  if (g.stage === 'locationSelect' && choices[0]) {
    g.stage = 'date';
    g.location = choices[0];
    g.options = dateOptions;
    addMeter(g, 3);
    return reply(g, push(g, [`[{id}-loc-${choices[0]}.jpg]`, 'Good choice. This place suits us.']));
  }
  if (g.stage === 'actionSelect' && choices.length > 0) {
    g.turn += 1;
    const lines = choices.map((pose) => `[{id}-pose-${pose}.jpg]`);
    if (g.turn % 2 === 0) {
      g.stage = 'talk';
      g.horny = 12;
      g.score += 10;
      g.options = [];
      g.timeout = now + 30 * 60_000;
      return reply(g, push(g, [...lines, 'That was... wow. Give me a little while to catch my breath 💕']));
    }
    return reply(g, push(g, [...lines, 'Mm, more of that please.']));
  }
  addMeter(g, 4);
  g.turn += 1;
  if (g.stage === 'talk' && g.horny >= 15) {
    g.stage = 'locationSelect';
    g.options = [];
    return reply(g, push(g, ['You know what? Let us get out of here. Where do you want to take me?']));
  }
  if (g.stage === 'date' && g.horny >= 25) {
    g.stage = 'actionSelect';
    g.options = [];
    return reply(g, push(g, ['I think I want a little more than talking tonight...']));
  }
  const line = g.stage === 'date' ? 'The night is young. Order us another round?' : talkLines[1 + (g.turn % (talkLines.length - 1))]!;
  return reply(g, push(g, [line, followUps[g.turn % followUps.length]!]));
}

export function inboxOf(games: Map<string, MockGame>): InboxItem[] {
  return [...games.values()]
    .filter((g) => g.history.length > 0)
    .map((g) => {
      const c = mockCharacters.find((x) => x._id === g.charId)!;
      const last = g.history[g.history.length - 1]!;
      return { _id: c._id, name: c.name, image: c.images.split('|')[0]!, message: last.response, messageTrans: last.responseTrans, updatedAt: last.createdAt };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
