import type { GameReply } from '@app/schema';
import type { AppServices } from '../../app-services.ts';
import { sendTurn, type TurnRequest } from './turn-service.ts';
import type { StreamedLine } from './voice.ts';

/** What message.stream sends: the character's lines as the model writes them, then the whole turn. */
export type TurnEvent = { type: 'line'; line: StreamedLine } | { type: 'reply'; reply: GameReply };

/**
 * One turn (sendTurn: the same checks, quota and transaction) whose lines are handed out as soon as
 * each is whole; the last event is the stored reply, which replaces them. A turn the model does not
 * voice (scripted, cached) has no line events, only its reply. A listener who leaves early does not
 * stop the turn: it is stored all the same, as a sent message would be.
 */
export async function* streamTurn(app: AppServices, req: Omit<TurnRequest, 'onLine'>): AsyncGenerator<TurnEvent> {
  const waiting: StreamedLine[] = [];
  let wake: (() => void) | null = null;
  let settled = false;
  const poke = () => {
    wake?.();
    wake = null;
  };
  const turn = sendTurn(app, {
    ...req,
    onLine: (line) => {
      waiting.push(line);
      poke();
    },
  });
  // handled here, answered below: a turn that fails after the listener left is no unhandled rejection
  turn.then(
    () => ((settled = true), poke()),
    () => ((settled = true), poke()),
  );
  for (;;) {
    const line = waiting.shift();
    if (line) {
      yield { type: 'line', line };
      continue;
    }
    if (settled) break;
    await new Promise<void>((resolve) => (wake = resolve));
  }
  yield { type: 'reply', reply: await turn };
}
