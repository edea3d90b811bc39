import type { TRPCClientError } from '@trpc/client';
import type { ChatMessage, GameReply, SendMessageInput } from '@app/schema';
import type { AppRouter } from '@app/api/router';
import type { trpc } from '../../lib/trpc.ts';

/** A character line as message.stream gives it, before the turn's reply. */
export type StreamedLine = Pick<ChatMessage, 'response' | 'responseTrans'>;

/** The stream never opened: the turn was not sent, message.send may send it. */
export class StreamNotOpened extends Error {}
/** The stream broke after the turn was sent: the server stores it all the same; never send it again. */
export class StreamLost extends Error {}

type Client = ReturnType<typeof trpc.useUtils>['client'];

/**
 * One turn through message.stream: `onLine` for each line as the model writes it, resolved with the
 * whole reply. Never retried: a stream that fails to open rejects with StreamNotOpened, one lost once
 * open with StreamLost, and a refusal of the server with the server's error, as message.send would.
 */
export function streamTurn(
  client: Client,
  input: SendMessageInput,
  onLine: (line: StreamedLine) => void,
): Promise<GameReply> {
  return new Promise((resolve, reject) => {
    let opened = false;
    let done = false;
    let unsubscribe = () => {};
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      unsubscribe();
      settle();
    };
    const failed = (error: TRPCClientError<AppRouter> | null) => {
      if (error?.data) reject(error);
      else reject(opened ? new StreamLost('the stream was lost') : new StreamNotOpened('the stream did not open'));
    };
    const subscription = client.message.stream.subscribe(input, {
      onStarted: () => {
        opened = true;
      },
      onData: (event) => {
        if (done) return;
        if (event.type === 'line') onLine(event.line);
        else finish(() => resolve(event.reply));
      },
      onError: (error) => finish(() => failed(error)),
      // the link would reconnect, which sends the turn again: stop at the first sign of trouble
      onConnectionStateChange: (state) => {
        if (state.state === 'connecting' && state.error) finish(() => failed(state.error));
      },
      onComplete: () => finish(() => failed(null)),
    });
    unsubscribe = () => subscription.unsubscribe();
    if (done) unsubscribe();
  });
}

/** The key two lines share when they are the same line. */
export const lineKey = (line: StreamedLine) => `${line.response}\u0000${line.responseTrans ?? ''}`;
