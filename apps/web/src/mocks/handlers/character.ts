import type { HttpHandler } from 'msw';
import type { Character } from '@app/schema';
import { cloneCharacters } from '../data/characters.ts';
import { clonePosts } from '../data/posts.ts';
import { claimsOfRequest, mockToken } from '../data/token.ts';
import { mockError, trpcMutation, trpcQuery } from '../trpc.ts';

/** The mutable state behind the character and feed mocks; reset between tests. */
export const playStore = { characters: cloneCharacters(), posts: clonePosts() };

export function resetPlayStore(): void {
  playStore.characters = cloneCharacters();
  playStore.posts = clonePosts();
}

export function tierOfRequest(request: Request): number {
  return claimsOfRequest(request)?.tier ?? 0;
}

/** A character as this player sees it: locked above the player's tier, with its post count. */
export function viewCharacter(c: Character, tier: number): Character {
  return { ...c, locked: c.tier > tier, postCount: playStore.posts.filter((p) => p.charId === c._id).length };
}

function findCharacter(id: string): Character {
  const c = playStore.characters.find((x) => x._id === id);
  if (!c) throw mockError('Character not found', undefined, 'NOT_FOUND');
  return c;
}

export const handlers: HttpHandler[] = [
  trpcQuery('character.stats', () => ({ characters: playStore.characters.length, locations: playStore.characters.length * 2, posesPerCharacter: 72 })),
  trpcQuery('character.all', ({ request }) => playStore.characters.map((c) => viewCharacter(c, tierOfRequest(request)))),
  trpcQuery('character.get', ({ input, request }) => viewCharacter(findCharacter(input.id), tierOfRequest(request))),
  trpcQuery('character.posts', ({ input, request }) => {
    const tier = tierOfRequest(request);
    const page = Number(input.page ?? 1);
    const size = Number(input.pageSize ?? 20);
    const own = playStore.posts.filter((p) => p.charId === input.id);
    return own.slice((page - 1) * size, page * size).map((p) => ({ ...p, locked: findCharacter(p.charId).tier > tier }));
  }),
  trpcMutation('character.follow', ({ input }) => {
    const c = findCharacter(input.id);
    c.active = !c.active;
    return { active: c.active };
  }),
  trpcMutation('character.setTag', ({ input, request }) => {
    const c = findCharacter(input.characterId);
    c.playerTags = { ...c.playerTags, [input.tag]: String(input.value) };
    const claims = claimsOfRequest(request);
    return { tags: c.playerTags, token: mockToken({ ...claims }) };
  }),
];
