import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { characterSkeleton, importCharacterCard, lorebookFileSchema, readCardFile, REPO_ROOT } from '@app/content';
import { packCharacterSchema } from '@app/schema';
import { describeEachDb, startTestServer, type TestServer } from './harness.ts';
import { startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { characterData, createPlayer, distinctModelAnswers, insertCharacter, ok, send } from './game-fixtures.ts';

const FIXTURES = join(REPO_ROOT, 'content', 'fixtures', 'cards');

/** Marisol from the CHARX fixture, her own lorebook and the shared Port Calloway world info. */
function marisol() {
  const card = packCharacterSchema.parse(
    characterSkeleton(importCharacterCard(readCardFile(join(FIXTURES, 'marisol.charx')), { age: 31, id: 'marisol' })),
  );
  const world: unknown = JSON.parse(readFileSync(join(FIXTURES, 'port-calloway.world.json'), 'utf8'));
  const base = characterData('marisol');
  return {
    name: card.name,
    age: card.age,
    persona: card.persona,
    lorebook: card.lorebook,
    lorebooks: [lorebookFileSchema(world).parse(world)],
    dialogue: { ...base.dialogue, greeting: card.dialogue.greeting },
  };
}

const GULL = "Mari's pilot boat is the Gull";
const SCENT = 'Mari always smells faintly of salt and cardamom.';
const MASTER = 'The harbour master of Port Calloway, Teodor Vance';
const MACRO = /\{\{(?:char|user)\}\}|<BOT>|<USER>/i;

describeEachDb('a character card’s lore, macros and instructions in the model prompt', (kind) => {
  let ts: TestServer;
  let fake: FakeModelServer;
  beforeAll(async () => {
    fake = await startFakeModelServer();
    ts = await startTestServer(kind, {
      config: { MODEL_BASE_URL: fake.url, MODEL_API_KEY: 'sk-lore', MODEL_TIMEOUT_MS: '300' },
    });
    await insertCharacter(ts, 'marisol', 0, marisol());
  });
  afterAll(async () => {
    await ts.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    distinctModelAnswers(fake);
  });

  /** The prompt of the model's last turn request. */
  async function promptFor(player: Awaited<ReturnType<typeof createPlayer>>, message: string) {
    fake.reset();
    ok(await send(ts, player, 'trpc', 'marisol', { message, mode: 'freestyle' }));
    const turn = fake.requests.find((r) => r.body.messages?.[0]?.content.includes('Answer ONLY with a JSON object'));
    expect(turn, 'the model voiced the turn').toBeDefined();
    return turn!.body.messages!;
  }

  it('inserts a lore entry only once its key is said, within the scan depth', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'marisol'));
    const quiet = await promptFor(player, 'What a calm evening.');
    expect(quiet[0]!.content).toContain(SCENT);
    expect(quiet[0]!.content).not.toContain(GULL);
    expect(quiet[0]!.content).not.toContain(MASTER);

    const boat = await promptFor(player, 'Is that your pilot boat?');
    const system = boat[0]!.content;
    expect(system).toContain(GULL);
    // before the character, as the entry's position says
    expect(system.indexOf(GULL)).toBeLessThan(system.indexOf('Name: Marisol Reyes. Age: 31'));
    expect(system).not.toContain(MASTER);

    const shared = await promptFor(player, 'Does the harbour master know you take strangers out?');
    expect(shared[0]!.content).toContain(MASTER);
    // the boat was said three messages ago: past the card's scan depth of 3 by now
    const later = await promptFor(player, 'Tell me about yourself.');
    expect(later[0]!.content).not.toContain(GULL);
  });

  it('replaces the card macros everywhere and places the system and post-history instructions', async () => {
    const player = await createPlayer(ts, 1);
    ok(await send(ts, player, 'rest', 'marisol'));
    const prompt = await promptFor(player, 'Hello, captain.');
    for (const m of prompt) expect(m.content).not.toMatch(MACRO);
    const system = prompt[0]!.content;
    expect(system.startsWith('You are Marisol Reyes, a fictional adult character in a flirtatious dating game.')).toBe(
      true,
    );
    expect(system).toContain("Write Mari's replies in a relaxed, seafaring voice.");
    expect(system).toContain('Mari is a 31-year-old harbour pilot');
    expect(system).toContain('Mari teases you about landlubbers');
    expect(system).toContain("Scenario: you meets Mari on the pilot boat's deck");
    expect(system).toContain("Where you met: you meets Mari on the pilot boat's deck");
    const instructions = "(Keep Mari's answer under three sentences and address you directly.)";
    expect(system).not.toContain(instructions);
    // after the history: the end of the player's message
    expect(prompt.at(-1)).toEqual({ role: 'user', content: `Hello, captain.\n\n${instructions}` });
    expect(prompt.length).toBeGreaterThan(2);
  });
});
