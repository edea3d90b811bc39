import { DEMO_PACK_DIR, readPack } from '@app/content';
import { describe, expect, it } from 'vitest';
import { simulate, type Figures } from './simulate.ts';

/**
 * The balance targets of issue 14, checked on the demo pack through the real engine. The bench
 * (`pnpm --filter @app/game-engine balance`) plays 1,000 plays per policy and character; this test
 * plays fewer, with the same rules and seeds, to stay quick.
 */
const PLAYS = Number(process.env.BALANCE_PLAYS ?? 150);
const pack = readPack(DEMO_PACK_DIR);
const sim = simulate(pack.characters, { plays: PLAYS, turns: 30, seed: 1 });
const by = (policy: string): Figures => sim.byPolicy[policy] as Figures;

describe(`the demo pack's balance (${PLAYS} plays per policy per character)`, () => {
  it('blocks a random player within 20 turns in under 5 % of plays, a first-reply player too', () => {
    expect(by('random').blockedWithin[20]).toBeLessThan(0.05);
    expect(by('first').blockedWithin[20]).toBeLessThan(0.05);
  });
  it('never blocks a kind player', () => {
    expect(by('kind').blocks).toBe(0);
    expect(by('reader').blocks).toBe(0);
  });
  it('blocks a rude player, but only after at least two warnings', () => {
    expect(by('rude').blockedWithin[10]).toBe(1);
    expect(by('rude').minWarningsBeforeBlock).toBeGreaterThanOrEqual(2);
  });
  it('warns the turn before every block, in her words and with the meter in the danger band, and never in the block itself', () => {
    for (const f of Object.values(sim.byPolicy)) {
      expect(f.warnedBlockShare).toBe(1);
      expect(f.warningWithBlock).toBe(0);
    }
  });
  it('brings the first date offer within a median of 15 turns at random and 10 when kind', () => {
    expect(by('random').medianDateOffer).not.toBeNull();
    expect(by('random').medianDateOffer as number).toBeLessThanOrEqual(15);
    expect(by('kind').medianDateOffer as number).toBeLessThanOrEqual(10);
  });
  it('pays a player who reads her tastes at least 30 % more score per turn than always-kind', () => {
    expect(by('reader').scorePerTurn).toBeGreaterThanOrEqual(1.3 * by('kind').scorePerTurn);
  });
  it('takes a different number of turns to the first scene with different characters', () => {
    const sceneTurns = Object.values(sim.byCharacter.kind as Record<string, Figures>).map((f) => f.medianScene);
    expect(sceneTurns).not.toContain(null);
    expect(new Set(sceneTurns).size).toBeGreaterThanOrEqual(2);
  });
});
