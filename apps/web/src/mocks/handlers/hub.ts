import type { HttpHandler } from 'msw';
import { votePower } from '@app/game-engine';
import type { HubPost } from '@app/schema';
import { mockCriticalPosts, mockHubPosts } from '../data/hub.ts';
import { claimsOfRequest } from '../data/token.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

let posts: HubPost[] | null = null;

/** Forgets votes cast in earlier tests. */
export function resetHubMock(): void {
  posts = null;
}
const hubPosts = () => (posts ??= mockHubPosts());

export const handlers: HttpHandler[] = [
  trpcQuery('hub.all', () => hubPosts()),
  trpcQuery('hub.critical', () => mockCriticalPosts()),
  trpcQuery('hub.get', ({ input }) => {
    const post = hubPosts().find((p) => p._id === input.id);
    if (!post) throw mockRefusal('hub.notFound', undefined, 'NOT_FOUND');
    return post;
  }),
  trpcMutation('hub.vote', ({ input, request }) => {
    const claims = claimsOfRequest(request);
    if (!claims?.loggedIn) throw mockRefusal('auth.loginRequired', 'login', 'UNAUTHORIZED');
    const post = hubPosts().find((p) => p._id === input.id);
    if (!post) throw mockRefusal('hub.notFound', undefined, 'NOT_FOUND');
    if (post.endTimestamp < Date.now()) throw mockRefusal('hub.votingEnded', undefined, 'CONFLICT');
    const option = Number(input.option);
    const power = votePower(claims.tier ?? 0);
    const tally = [...post.tally];
    const previous = post.votes[0];
    if (previous) tally[previous.option] = (tally[previous.option] ?? 0) - previous.score;
    tally[option] = (tally[option] ?? 0) + power;
    const updated: HubPost = { ...post, tally, votes: [{ userId: claims.user ?? '', option, score: power }] };
    posts = hubPosts().map((p) => (p._id === post._id ? updated : p));
    return updated;
  }),
];
