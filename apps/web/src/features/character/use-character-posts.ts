import { useInfiniteQuery } from '@tanstack/react-query';
import type { CharacterPost } from '@app/schema';
import { PLAY_QUERY_KEYS } from '@app/ui';
import { trpc } from '../../lib/trpc.ts';

/** Spec §9: character posts come 20 a page; more load within 10 px of the bottom. */
export const CHARACTER_POSTS_PAGE_SIZE = 20;
export const CHARACTER_POSTS_LOAD_DISTANCE_PX = 10;

export function characterPostsKey(id: string) {
  return [PLAY_QUERY_KEYS.characterPosts, id] as const;
}

export function useCharacterPosts(id: string) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: characterPostsKey(id),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<CharacterPost[]> =>
      utils.client.character.posts.query({ id, page: pageParam, pageSize: CHARACTER_POSTS_PAGE_SIZE }),
    getNextPageParam: (last, pages) => (last.length < CHARACTER_POSTS_PAGE_SIZE ? undefined : pages.length + 1),
    enabled: id !== '',
  });
}
