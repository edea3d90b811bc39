import type { HttpHandler } from 'msw';
import { claimsOfRequest } from '../data/token.ts';
import { mockError, trpcMutation, trpcQuery } from '../trpc.ts';
import { playStore, tierOfRequest } from './character.ts';

export const handlers: HttpHandler[] = [
  trpcQuery('feed.page', ({ input, request }) => {
    const tier = tierOfRequest(request);
    const page = Number(input.page ?? 1);
    const size = Number(input.pageSize ?? 20);
    const followed = new Set(playStore.characters.filter((c) => c.active).map((c) => c._id));
    const tierOf = new Map(playStore.characters.map((c) => [c._id, c.tier]));
    const posts = input.mode === 'following' ? playStore.posts.filter((p) => followed.has(p.charId)) : playStore.posts;
    return posts.slice((page - 1) * size, page * size).map((p) => ({ ...p, locked: (tierOf.get(p.charId) ?? 0) > tier }));
  }),
  trpcMutation('feed.like', ({ input, request }) => {
    const post = playStore.posts.find((p) => p._id === input.postId);
    if (!post) throw mockError('Post not found', undefined, 'NOT_FOUND');
    // As the server (trpc/routers/feed.ts): a post of a character above the player's tier cannot be liked.
    const tierOf = playStore.characters.find((c) => c._id === post.charId)?.tier ?? 0;
    if (tierOf > tierOfRequest(request)) throw mockError('Upgrade your tier to interact with this character', 'tier', 'FORBIDDEN');
    const user = claimsOfRequest(request)?.user ?? 'player-anon-1';
    const liked = post.likedBy.includes(user);
    post.likedBy = liked ? post.likedBy.filter((u) => u !== user) : [...post.likedBy, user];
    post.likes = Math.max(0, post.likes + (liked ? -1 : 1));
    return { likes: post.likes, likedBy: post.likedBy };
  }),
];
