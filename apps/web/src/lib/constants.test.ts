import { describe, expect, it } from 'vitest';
import * as schema from '@app/schema';
import * as engine from '@app/game-engine';
import { EMAIL_PATTERN, LANGUAGES, LEVEL_STEP, levelOf, MESSAGES, RTL_LANGUAGES, TOKEN_PLACEHOLDER, TRANSLATOR_ROLE } from './constants.ts';

describe('constants copied from the shared packages', () => {
  it('match @app/schema and @app/game-engine', () => {
    expect(LANGUAGES).toEqual(schema.LANGUAGES);
    expect(RTL_LANGUAGES).toEqual(schema.RTL_LANGUAGES);
    expect(TRANSLATOR_ROLE).toBe(schema.ROLE.translator);
    expect(TOKEN_PLACEHOLDER).toBe(schema.TOKEN_PLACEHOLDER);
    expect(LEVEL_STEP).toBe(engine.LEVEL_STEP);
    expect(EMAIL_PATTERN.source).toBe(schema.EMAIL_PATTERN.source);
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) expect(MESSAGES[key]).toBe(schema.MESSAGES[key]);
    for (const score of [-5, 0, 29, 30, 59, 61, 900]) expect(levelOf(score)).toBe(engine.levelOf(score));
  });
});
