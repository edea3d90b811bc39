import { describe, expect, it } from 'vitest';
import { newGameState } from '@app/game-engine';
import { gameKey, playerRecord, resetPlayStore, restartProgress } from './play-store.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;

/** A player blocked by Sienna an hour ago (two hours in all), who has also chatted with Elise. */
function blockedPlayer() {
  resetPlayStore();
  const record = playerRecord('player-1');
  const blocked = {
    ...newGameState({ charId: 'sienna', score: 40 }),
    meter: 2,
    timeout: NOW + HOUR,
    blocks: { count: 2, last: NOW - HOUR },
  };
  record.games.set(gameKey('sienna', 'chat', false), blocked);
  record.messages.set(gameKey('sienna', 'chat', false), [
    { role: 'assistant', response: 'Bye.', responseTrans: null, createdAt: new Date(NOW).toISOString() },
  ]);
  record.progress.set('sienna', { score: 40, meter: 2, tags: {} });
  record.games.set(gameKey('elise', 'chat', false), { ...newGameState({ charId: 'elise', score: 12 }), meter: 14 });
  record.progress.set('elise', { score: 12, meter: 14, tags: {} });
  return record;
}

describe('the mocks restart progress as the server does', () => {
  it('keeps a running block with its meter and its count, and clears the rest', () => {
    const record = blockedPlayer();
    restartProgress(record, { tier: 0, now: NOW });
    const sienna = record.games.get(gameKey('sienna', 'chat', false));
    expect(sienna).toMatchObject({ meter: 2, timeout: NOW + HOUR, score: 0, blocks: { count: 2 } });
    expect(record.progress.get('sienna')).toEqual({ score: 0, meter: 2, tags: {} });
    expect(record.messages.size).toBe(0);
    expect(record.games.has(gameKey('elise', 'chat', false))).toBe(false);
    expect(record.progress.has('elise')).toBe(false);
  });

  it('lifts the block for God Mode but keeps counting it, and restarts one character alone', () => {
    const record = blockedPlayer();
    restartProgress(record, { tier: 3, now: NOW, charId: 'sienna' });
    const sienna = record.games.get(gameKey('sienna', 'chat', false));
    expect(sienna?.timeout ?? null).toBeNull();
    expect(sienna?.blocks.count).toBe(2);
    expect(record.progress.has('sienna')).toBe(false);
    expect(record.progress.get('elise')).toMatchObject({ score: 12, meter: 14 });
  });
});
