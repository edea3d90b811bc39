import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { DEMO_PACK_DIR, readPack } from '@app/content';
import { GAME_TYPES, type GameReply, type GameType } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import {
  createPlayer,
  insertCharacter,
  ok,
  restart,
  send,
  storyScenario,
  type Surface,
  type TestPlayer,
} from './game-fixtures.ts';
import { packScenarios, scenarioMap } from '../src/services/game/scenarios.ts';

const STORY_TYPES = GAME_TYPES.filter((t): t is Exclude<GameType, 'chat'> => t !== 'chat');

let demoReadable = true;
try {
  readPack(DEMO_PACK_DIR);
} catch {
  demoReadable = false;
}

async function playToEnd(
  ts: TestServer,
  player: TestPlayer,
  surface: Surface,
  gameType: GameType,
  isFuta: boolean,
  pick: (r: GameReply) => string,
  max = 40,
) {
  let reply = ok(await send(ts, player, surface, 'mila', { gameType, isFuta }));
  const seen: GameReply[] = [reply];
  for (let i = 0; i < max && !reply.ended; i++) {
    reply = ok(await send(ts, player, surface, 'mila', { gameType, isFuta, choices: [pick(reply)] }));
    seen.push(reply);
  }
  return { reply, seen };
}

describeEachDb('game types of the game shell', (kind) => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer(kind);
    await insertCharacter(ts, 'mila');
  });
  afterAll(() => ts.close());

  describe('with inline scenarios', () => {
    beforeAll(() => {
      ts.built.app.game.scenarios = scenarioMap({
        ...Object.fromEntries(STORY_TYPES.map((t) => [t, storyScenario(t)])),
        'lost-and-found.futa': storyScenario('lost-and-found', {
          futa: true,
          title: 'Futa variant',
          nodes: {
            start: { lines: ['The futa variant begins.'], options: [{ text: 'On', next: 'end' }] },
            end: { lines: ['Futa ending.'], ending: true },
          },
        }),
      });
    });

    it.each(STORY_TYPES.map((t, i) => [t, i % 2 ? 'trpc' : 'rest'] as const))(
      '%s plays from the start to an ending (%s)',
      async (gameType, surface) => {
        const player = await createPlayer(ts);
        const { reply, seen } = await playToEnd(ts, player, surface, gameType, false, () => '0');
        expect(seen[0]!.messages[0]?.response).toBe(`Char mila starts the ${gameType} game.`);
        expect(seen[0]!.options).toHaveLength(2);
        expect(reply).toMatchObject({ ended: true, stage: 'ended', options: [] });
        expect(reply.messages.map((m) => m.response)).toEqual(['A happy ending!']);
        expect(reply.score).toBe(13);
        // the chat game's progress is untouched by the game shell
        expect(await ts.db.prisma.playerCharacter.count({ where: { userId: player.id } })).toBe(0);
        const again = ok(await restart(ts, player, surface, 'mila', gameType));
        expect(again).toMatchObject({ ended: false, stage: 'story' });
      },
    );

    it('plays the futa variant through /futa', async () => {
      const player = await createPlayer(ts);
      const start = ok(await restart(ts, player, 'rest', 'mila', 'lost-and-found', true));
      expect(start.messages[0]?.response).toBe('The futa variant begins.');
      const end = ok(
        await send(ts, player, 'rest', 'mila', { gameType: 'lost-and-found', isFuta: true, choices: ['0'] }),
      );
      expect(end).toMatchObject({ ended: true });
    });

    it('asks for emojis when the emoji game gets words', async () => {
      const player = await createPlayer(ts);
      ok(await send(ts, player, 'rest', 'mila', { gameType: 'emoji' }));
      const words = ok(await send(ts, player, 'rest', 'mila', { gameType: 'emoji', message: 'hello there' }));
      expect(words.stage).toBe('story');
      const emoji = ok(await send(ts, player, 'rest', 'mila', { gameType: 'emoji', message: '😊' }));
      expect(emoji.messages[0]?.response).toBe('In the middle of emoji.');
    });

    it('refuses a game type without a scenario', async () => {
      ts.built.app.game.scenarios = scenarioMap({});
      const player = await createPlayer(ts);
      const answer = await send(ts, player, 'rest', 'mila', { gameType: 'cosplay' });
      expect(answer.status).toBe(400);
      expect(answer.error?.error).toMatch(/not available/);
    });
  });

  describe.skipIf(!demoReadable)('with the demo pack scenarios', () => {
    beforeAll(() => {
      ts.built.app.game.scenarios = packScenarios(undefined, pino({ level: 'silent' }));
    });

    it("lists the games the pack offers, futa variants included, titles in the player's language", async () => {
      const player = await createPlayer(ts);
      const list = async (language: string) => {
        const res = await ts.server.inject({
          method: 'GET',
          url: `/trpc/message.games?language=${language}`,
          headers: { authorization: `Bearer ${player.token}` },
        });
        expect(res.statusCode).toBe(200);
        return res.json<{ result: { data: { gameType: string; futa: boolean; title: string }[] } }>().result.data;
      };
      const en = await list('en');
      expect(en.map((g) => `${g.gameType}${g.futa ? '.futa' : ''}`)).toEqual([
        'cosplay',
        'helping-hand',
        'lost-and-found',
        'lost-and-found.futa',
        'emoji',
        'emoji.futa',
        'emojisfw',
        'minigame',
        'minigame.futa',
        'minigame2',
        'minigame2.futa',
      ]);
      const pack = readPack(DEMO_PACK_DIR);
      expect(en.find((g) => g.gameType === 'cosplay')?.title).toBe(pack.scenarios.cosplay!.title);
      const fr = await list('fr');
      expect(fr.find((g) => g.gameType === 'cosplay')?.title).toBe(
        pack.scenarios.cosplay!.titleTrans.fr ?? pack.scenarios.cosplay!.title,
      );
    });

    it.each(STORY_TYPES)('%s reaches an ending', async (gameType) => {
      const player = await createPlayer(ts);
      const { reply } = await playToEnd(ts, player, 'rest', gameType, false, () => '0');
      expect(reply.ended).toBe(true);
    });
  });
});
