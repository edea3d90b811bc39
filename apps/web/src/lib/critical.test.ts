import { describe, expect, it } from 'vitest';
import { hubPostFactory } from '../mocks/data/hub.ts';
import { criticalSuppressed, criticalToShow } from './critical.ts';

const account = (
  overrides: Partial<{
    email: string | null;
    mainEmail: string | null;
    mainEmailVerified: boolean;
    subscribeStarEmail: string | null;
  }> = {},
) => ({
  email: null,
  mainEmail: null,
  mainEmailVerified: false,
  subscribeStarEmail: null,
  ...overrides,
});

describe('critical notice suppression (spec §4)', () => {
  it('hides a patreon notice from a player without an e-mail', () => {
    const post = hubPostFactory({ tags: ['patreon'], critical: true });
    expect(criticalSuppressed(post, account())).toBe(true);
    expect(criticalSuppressed(post, account({ email: 'a@b.co' }))).toBe(false);
  });

  it('hides a !mainEmailVerified notice once the main e-mail is verified', () => {
    const post = hubPostFactory({ tags: ['!mainEmailVerified'], critical: true });
    expect(criticalSuppressed(post, account({ mainEmail: 'a@b.co', mainEmailVerified: true }))).toBe(true);
    expect(criticalSuppressed(post, account({ mainEmail: 'a@b.co' }))).toBe(false);
  });

  it('hides a !mainEmailVerified notice from a player without an e-mail (nothing to verify)', () => {
    const post = hubPostFactory({ tags: ['!mainEmailVerified'], critical: true });
    expect(criticalSuppressed(post, account())).toBe(true);
  });

  it('hides a !subscribeStarEmail notice from a player who has that e-mail', () => {
    const post = hubPostFactory({ tags: ['!subscribeStarEmail'], critical: true });
    expect(criticalSuppressed(post, account({ subscribeStarEmail: 's@b.co' }))).toBe(true);
    expect(criticalSuppressed(post, account())).toBe(false);
  });

  it('shows an untagged notice to everyone, unless dismissed', () => {
    const post = hubPostFactory({ _id: 'c1', tags: [], critical: true });
    expect(criticalToShow([post], account(), [])).toBe(post);
    expect(criticalToShow([post], account(), ['c1'])).toBeNull();
  });

  it('picks the first notice that is neither dismissed nor suppressed', () => {
    const a = hubPostFactory({ _id: 'a', tags: ['patreon'] });
    const b = hubPostFactory({ _id: 'b', tags: [] });
    expect(criticalToShow([a, b], account(), [])?._id).toBe('b');
  });
});
