import type { GameState, MeterChange, PackCharacter } from '@app/schema';
import { BLOCK_METER, DANGER_METER } from '../rules/constants.ts';
import { dateThreshold, sceneThreshold } from './unlocks.ts';
import type { TurnResult } from './types.ts';

/**
 * A plain talk or date turn the language model voiced in FreeStyle: the model's meter change takes
 * the place of the engine's, kept inside the stage's band (above the block line and below the date or
 * scene mark), so every transition (a date, a scene, a block) stays the engine's. The score follows the
 * rise the same way a scripted turn's does.
 */
export function voicedMeter(
  character: PackCharacter,
  before: GameState,
  result: Pick<TurnResult, 'state' | 'scoreDelta'>,
  modelDelta: number,
): { state: GameState; scoreDelta: number; change: MeterChange | null } {
  const threshold = before.stage === 'talk' ? dateThreshold(character) : sceneThreshold(character);
  const lo = Math.min(BLOCK_METER + 1, before.meter);
  const hi = Math.max(BLOCK_METER + 1, threshold - 1);
  const meter = Math.min(hi, Math.max(lo, before.meter + modelDelta));
  const engineRise = Math.max(0, result.state.meter - before.meter);
  const modelRise = Math.max(0, meter - before.meter);
  const delta = meter - before.meter;
  // A warning stands only while the meter is still falling into the danger band.
  const warnings = delta < 0 && meter <= DANGER_METER ? result.state.warnings : 0;
  return {
    state: { ...result.state, meter, warnings, score: Math.max(0, result.state.score - engineRise + modelRise) },
    scoreDelta: result.scoreDelta - engineRise + modelRise,
    change: delta === 0 ? null : { delta, reason: delta > 0 ? 'kind' : 'unkind' },
  };
}
