import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRandom } from '@app/game-engine';
import { server } from '../../mocks/server.ts';
import { mockRefusal, trpcMutation, trpcSubscription } from '../../mocks/trpc.ts';
import { errorText } from '@app/schema/errors';
import { renderRoute } from '../../mocks/render-page.tsx';
import { reply, say } from '../../mocks/data/replies.ts';
import type { GameReply } from '@app/schema';
import { ChatPage } from './chat-page.tsx';
import { chatTiming } from './reveal.ts';

const realTiming = { ...chatTiming };
beforeEach(() => {
  chatTiming.random = createRandom(3);
  chatTiming.sleep = async () => {};
});
afterEach(() => {
  Object.assign(chatTiming, realTiming);
});

const log = () => screen.getByRole('log');
const line = (response: string) => ({ type: 'line' as const, line: { response, responseTrans: null } });

/** A gate the test opens: the mock stream waits on it, as a model still writing. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Opens Sienna's chat in FreeStyle; message.send answers with `answer` (the opening included). */
async function openFreeStyleChat(answer: (message: string) => GameReply = () => reply()) {
  server.use(trpcMutation('message.send', ({ input }) => answer(input.message ?? '')));
  const user = userEvent.setup();
  renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: '/app/chat/sienna',
    tier: 1,
  });
  await within(log()).findByText('Hey you.');
  await user.click(screen.getByRole('switch', { name: 'FreeStyle' }));
  const sendText = async (text: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  return { sendText };
}

describe('chat page streaming', () => {
  it('types until her first line, shows it while she still writes, and the reply replaces it without repeats', async () => {
    const begun = gate();
    const rest = gate();
    server.use(
      trpcSubscription('message.stream', async function* () {
        await begun.opened;
        yield line('You came back.');
        await rest.opened;
        yield line('I hoped you would.');
        yield {
          type: 'reply' as const,
          reply: reply({ messages: [say('You came back.'), say('I hoped you would.')], options: ['Of course'] }),
        };
      }),
    );
    const { sendText } = await openFreeStyleChat();
    await sendText('Missed me?');
    // nothing written yet: she is typing
    expect(await within(log()).findByText(/is typing/)).toBeInTheDocument();
    expect(within(log()).queryByText('You came back.')).not.toBeInTheDocument();
    begun.open();
    expect(await within(log()).findByText('You came back.')).toBeInTheDocument();
    // the rest of the turn is still on its way: she is still typing, no options yet
    expect(within(log()).queryByText('I hoped you would.')).not.toBeInTheDocument();
    expect(within(log()).getByText(/is typing/)).toBeInTheDocument();
    rest.open();
    expect(await screen.findByRole('button', { name: 'Of course' })).toBeInTheDocument();
    expect(within(log()).getAllByText('You came back.')).toHaveLength(1);
    expect(within(log()).getAllByText('I hoped you would.')).toHaveLength(1);
    expect(within(log()).queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('drops a streamed line the stored reply does not hold (the turn fell back to her scripted words)', async () => {
    server.use(
      trpcSubscription('message.stream', async function* () {
        yield line('A line the model wrote.');
        yield { type: 'reply' as const, reply: reply({ messages: [say('Her scripted answer.')], options: ['Okay'] }) };
      }),
    );
    const { sendText } = await openFreeStyleChat();
    await sendText('Hello?');
    expect(await within(log()).findByText('Her scripted answer.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Okay' });
    expect(within(log()).queryByText('A line the model wrote.')).not.toBeInTheDocument();
  });

  it('sends through message.send when the stream cannot open', async () => {
    const sent: string[] = [];
    server.use(http.get(/\/trpc\/message\.stream/, () => new HttpResponse('gone', { status: 404 })));
    const { sendText } = await openFreeStyleChat((message) => {
      sent.push(message);
      return message ? reply({ messages: [say('Through the plain way.')], options: ['Sure'] }) : reply();
    });
    await sendText('Anyone?');
    expect(await within(log()).findByText('Through the plain way.')).toBeInTheDocument();
    expect(sent).toEqual(['', 'Anyone?']);
  });

  it("shows the server's refusal of a streamed turn and does not send it again", async () => {
    const sent: string[] = [];
    server.use(
      trpcSubscription('message.stream', () => {
        throw mockRefusal('tier.quota', 'quota', 'TOO_MANY_REQUESTS');
      }),
    );
    const { sendText } = await openFreeStyleChat((message) => {
      sent.push(message);
      return reply();
    });
    await sendText('One more?');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(errorText('tier.quota', {}));
    expect(sent).toEqual(['']);
  });
});
