import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hubPostSchema, meSchema, tokenClaimsSchema } from '@app/schema';
import { mockCriticalPosts, mockHubPosts } from './hub.ts';
import { anonymousMe, loggedInMe } from './me.ts';
import { mockToken } from './token.ts';
import { decodeClaims } from '../../lib/session.ts';

describe('mock data follows the shared schemas', () => {
  it('me answers', () => {
    expect(() => meSchema.parse(anonymousMe())).not.toThrow();
    expect(() => meSchema.parse(loggedInMe())).not.toThrow();
  });
  it('hub posts', () => {
    expect(() => z.array(hubPostSchema).parse([...mockHubPosts(), ...mockCriticalPosts()])).not.toThrow();
  });
  it('tokens carry the claim shape', () => {
    const claims = decodeClaims(mockToken({ user: 'x', tier: 1 }));
    expect(() => tokenClaimsSchema.parse(claims)).not.toThrow();
    expect(claims?.tier).toBe(1);
  });
});
