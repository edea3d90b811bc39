import type { PackContent } from '@app/content/pack-content';
import { sendTurn, type MockPlayer } from './game-turn.ts';
import { playerRecord } from './play-store.ts';

/** Scores of the advanced player with the first characters of the pack (level 4, 3 and 2). */
const SCORES = [95, 65, 35];

/**
 * The mocks' second scenario: a player who has played a while. She follows the pack's first three
 * free characters, has some score with each and an open chat with each (their greetings played by
 * the engine), so the inbox, the following feed and the levels have something to show.
 */
export function seedAdvancedPlayer(pack: PackContent, player: MockPlayer, now = Date.now()): void {
  const record = playerRecord(player.id);
  const free = pack.characters.filter((c) => c.tier <= player.tier).slice(0, SCORES.length);
  free.forEach((c, i) => {
    record.follows.add(c.id);
    record.progress.set(c.id, { score: SCORES[i]!, meter: record.progress.get(c.id)?.meter ?? 10, tags: {} });
    sendTurn(
      pack,
      { player, charId: c.id, gameType: 'chat', isFuta: false, mode: 'chat', message: '', choices: [], language: 'en' },
      now + i * 1000,
    );
  });
}
