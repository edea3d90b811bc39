import type { HttpHandler } from 'msw';
import { hasFutaPoses, START_METER, switchableTags } from '@app/game-engine';
import type { PackContent } from '@app/content/pack-content';
import { demoPack, demoPackIn } from '../data/demo-pack.ts';
import { playerRecord } from '../data/play-store.ts';
import { listCharacters, pageOfPosts, requestLanguage, requestPlayer, viewCharacter } from '../data/social.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

function findCharacter(pack: PackContent, id: string) {
  const c = pack.characters.find((x) => x.id === id);
  if (!c) throw mockRefusal('character.notFound', undefined, 'NOT_FOUND');
  return c;
}

/** The character procedures on the demo pack, as the server answers them (apps/api trpc/routers/character.ts). */
export const handlers: HttpHandler[] = [
  trpcQuery('character.stats', () => {
    const pack = demoPack();
    return {
      characters: pack.characters.length,
      locations: pack.characters.reduce((sum, c) => sum + c.locations.length, 0),
      posesPerCharacter: Math.min(...pack.characters.map((c) => c.poses.length)),
    };
  }),
  trpcQuery('character.all', async ({ request }) => {
    const language = requestLanguage(request);
    return listCharacters(await demoPackIn(language), requestPlayer(request), language);
  }),
  trpcQuery('character.get', async ({ input, request }) => {
    const language = requestLanguage(request);
    const pack = await demoPackIn(language);
    return viewCharacter(pack, findCharacter(pack, input.id), requestPlayer(request), language);
  }),
  trpcQuery('character.posts', async ({ input, request }) => {
    const language = requestLanguage(request);
    const pack = await demoPackIn(language);
    findCharacter(pack, input.id);
    const own = pack.posts.filter((p) => p.charId === input.id);
    return pageOfPosts(
      pack,
      own,
      requestPlayer(request),
      language,
      Number(input.page ?? 1),
      Number(input.pageSize ?? 20),
    );
  }),
  trpcMutation('character.follow', ({ input, request }) => {
    findCharacter(demoPack(), input.id);
    const follows = playerRecord(requestPlayer(request).id).follows;
    if (follows.delete(input.id)) return { active: false };
    follows.add(input.id);
    return { active: true };
  }),
  trpcMutation('character.setTag', ({ input, request }) => {
    const c = findCharacter(demoPack(), input.characterId);
    if (!switchableTags({ gender: c.gender, tags: c.tags, futaPoses: hasFutaPoses(c.poses) }).includes(input.tag))
      throw mockRefusal('character.tagNotApplicable', 'validation');
    const progress = playerRecord(requestPlayer(request).id).progress;
    const before = progress.get(c.id);
    const tags = { ...(before?.tags ?? {}), [input.tag]: String(input.value) };
    progress.set(c.id, { score: before?.score ?? 0, meter: before?.meter ?? START_METER, tags });
    return { tags };
  }),
];
