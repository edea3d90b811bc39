import { describe, expect, it } from 'vitest';
import { BLOCK_METER, DEFAULT_DATE_THRESHOLD } from '../rules/constants.ts';
import { chatState } from './play-helpers.ts';
import { testCharacter } from './test-character.ts';
import { voicedMeter } from './voiced.ts';

const c = testCharacter();

describe('a voiced FreeStyle turn', () => {
  it("takes the model's meter change and scores its rise in place of the engine's", () => {
    const before = chatState({ meter: 10, score: 5 });
    const scripted = { state: { ...before, meter: 12, score: 7 }, scoreDelta: 2 };
    expect(voicedMeter(c, before, scripted, 3)).toMatchObject({
      state: { meter: 13, score: 8 },
      scoreDelta: 3,
      change: { delta: 3, reason: 'kind' },
    });
    expect(voicedMeter(c, before, scripted, -2)).toMatchObject({
      state: { meter: 8, score: 5 },
      scoreDelta: 0,
      change: { delta: -2, reason: 'unkind' },
    });
    expect(voicedMeter(c, before, scripted, 0).change).toBeNull();
  });
  it('leaves every transition to the engine: never at the date mark, never at the block line', () => {
    const before = chatState({ meter: 12 });
    const scripted = { state: before, scoreDelta: 0 };
    expect(voicedMeter(c, before, scripted, 30).state.meter).toBe(DEFAULT_DATE_THRESHOLD - 1);
    expect(voicedMeter(c, before, scripted, -30).state.meter).toBe(BLOCK_METER + 1);
  });
  it('keeps a run of warnings only while the meter keeps falling into the danger band', () => {
    const before = chatState({ meter: 6, warnings: 2 });
    const scripted = { state: { ...before, meter: 4, warnings: 3 }, scoreDelta: 0 };
    expect(voicedMeter(c, before, scripted, -1).state.warnings).toBe(3);
    expect(voicedMeter(c, before, scripted, 3).state.warnings).toBe(0);
  });
});
