import { describe, expect, it } from 'vitest';
import { liveTier } from './players.ts';

describe('live tier', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const at = (days: number) => new Date(now + days * 86_400_000);

  it('is the highest unexpired, unrevoked subscription', () => {
    expect(
      liveTier(
        [
          { tier: 1, expiresAt: at(5), status: 'active' },
          { tier: 3, expiresAt: at(-1), status: 'active' },
          { tier: 2, expiresAt: at(3), status: 'cancelled' },
        ],
        now,
      ),
    ).toBe(2);
    expect(liveTier([{ tier: 3, expiresAt: at(5), status: 'revoked' }], now)).toBe(0);
    expect(liveTier([], now)).toBe(0);
  });

  it('ends at the expiry itself, not a moment later', () => {
    expect(liveTier([{ tier: 2, expiresAt: new Date(now + 1), status: 'active' }], now)).toBe(2);
    expect(liveTier([{ tier: 2, expiresAt: new Date(now), status: 'active' }], now)).toBe(0);
  });
});
