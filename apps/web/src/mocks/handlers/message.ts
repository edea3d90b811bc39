import type { HttpHandler } from 'msw';
import { gameOffers } from '@app/game-engine';
import { scenarioFor } from '@app/content/pack-content';
import { demoPack, demoPackIn } from '../data/demo-pack.ts';
import { inboxOf, restartGame, sendTurn } from '../data/game-turn.ts';
import { forgetEntry, memoryOf, pinEntry } from '../data/memory.ts';
import { gameKey, playerRecord } from '../data/play-store.ts';
import { requestLanguage, requestPlayer } from '../data/social.ts';
import { mockErrorOf, mockRefusal, trpcMutation, trpcQuery, trpcSubscription, type TrpcErrorBody } from '../trpc.ts';
import type { GameReply } from '@app/schema';

/** What the character remembers of the requesting player's chat game (message.memory). */
async function memoryAnswer(request: Request, charId: string) {
  const language = requestLanguage(request);
  const character = (await demoPackIn(language)).characters.find((c) => c.id === charId);
  if (!character) throw mockRefusal('character.notFound', undefined, 'NOT_FOUND');
  const player = requestPlayer(request).id;
  return memoryOf(character, player, playerRecord(player).games.get(gameKey(charId, 'chat', false)), language);
}

/** The game's procedures played by the engine on the demo pack, as the server plays them (apps/api trpc/routers/message.ts). */
export const handlers: HttpHandler[] = [
  trpcMutation('message.send', async ({ input, request }) => {
    const language = requestLanguage(request);
    return sendTurn(await demoPackIn(language), {
      player: requestPlayer(request),
      charId: input.id,
      gameType: input.gameType ?? 'chat',
      isFuta: input.isFuta ?? false,
      mode: input.mode ?? 'chat',
      message: input.message ?? '',
      choices: input.choices ?? [],
      language,
    });
  }),
  // The demo has no language model: every turn is scripted and streams its reply alone, as message.send's
  // handler answers it (a test's own answer of message.send first).
  trpcSubscription('message.stream', async function* ({ input, request }) {
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('accept');
    const res = await fetch(new URL('/trpc/message.send', request.url), {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as { result?: { data: GameReply }; error?: TrpcErrorBody };
    if (body.error) throw mockErrorOf(body.error);
    yield { type: 'reply' as const, reply: body.result!.data };
  }),
  trpcMutation('message.restart', async ({ input, request }) => {
    const language = requestLanguage(request);
    return restartGame(await demoPackIn(language), {
      player: requestPlayer(request),
      charId: input.id,
      gameType: input.gameType ?? 'chat',
      isFuta: input.isFuta ?? false,
      language,
    });
  }),
  // The mocks play the scripted engine, as a server without a language model: no answer can be asked for again.
  trpcMutation('message.regenerate', () => {
    throw mockRefusal('chat.noOtherAnswer', 'validation');
  }),
  trpcMutation('message.showVersion', () => {
    throw mockRefusal('chat.noOtherAnswer', 'validation');
  }),
  trpcQuery('message.games', async ({ request }) => {
    const language = requestLanguage(request);
    const pack = await demoPackIn(language);
    return gameOffers((gameType, isFuta) => scenarioFor(pack, gameType, isFuta) ?? null, language);
  }),
  trpcQuery('message.inbox', ({ request }) => inboxOf(demoPack(), requestPlayer(request).id)),
  trpcQuery('message.memory', ({ input, request }) => memoryAnswer(request, input.id)),
  trpcMutation('message.forget', async ({ input, request }) => {
    await memoryAnswer(request, input.id);
    forgetEntry(requestPlayer(request).id, input.id, input.entry);
    return memoryAnswer(request, input.id);
  }),
  trpcMutation('message.pin', async ({ input, request }) => {
    await memoryAnswer(request, input.id);
    pinEntry(requestPlayer(request).id, input.id, input.text, input.pinned);
    return memoryAnswer(request, input.id);
  }),
];
