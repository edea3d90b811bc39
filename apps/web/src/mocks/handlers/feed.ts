import type { HttpHandler } from 'msw';
import { isLocked } from '@app/game-engine';
import { demoPack, demoPackIn } from '../data/demo-pack.ts';
import { playerRecord, postLikes } from '../data/play-store.ts';
import { feedPosts, pageOfPosts, requestLanguage, requestPlayer } from '../data/social.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

/** The feed on the demo pack's posts, as the server answers it (apps/api trpc/routers/feed.ts). */
export const handlers: HttpHandler[] = [
  trpcQuery('feed.page', async ({ input, request }) => {
    const language = requestLanguage(request);
    const pack = await demoPackIn(language);
    const player = requestPlayer(request);
    return pageOfPosts(
      pack,
      feedPosts(pack, player, input.mode ?? 'all'),
      player,
      language,
      Number(input.page ?? 1),
      Number(input.pageSize ?? 20),
    );
  }),
  trpcMutation('feed.like', ({ input, request }) => {
    const pack = demoPack();
    const post = pack.posts.find((p) => p.id === input.postId);
    if (!post) throw mockRefusal('feed.postNotFound', undefined, 'NOT_FOUND');
    const player = requestPlayer(request);
    const tier = pack.characters.find((c) => c.id === post.charId)?.tier ?? 0;
    if (isLocked(tier, player.tier)) throw mockRefusal('tier.interact', 'tier', 'FORBIDDEN');
    const likes = playerRecord(player.id).likes;
    const liked = !likes.delete(post.id);
    if (liked) likes.add(post.id);
    const count = Math.max(0, (postLikes.get(post.id) ?? 0) + (liked ? 1 : -1));
    postLikes.set(post.id, count);
    return { likes: count, likedBy: liked ? [player.id] : [] };
  }),
];
