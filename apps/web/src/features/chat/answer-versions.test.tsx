import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRandom } from '@app/game-engine';
import type { ReplyVersion } from '@app/schema';
import { server } from '../../mocks/server.ts';
import { mockRefusal, trpcMutation } from '../../mocks/trpc.ts';
import { renderRoute } from '../../mocks/render-page.tsx';
import { reply, say } from '../../mocks/data/replies.ts';
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
const versionsBar = () => screen.getByRole('group', { name: 'Versions of her answer' });
const shown = (messages: ReplyVersion['messages'], versions: ReplyVersion['versions']): ReplyVersion => ({
  messages,
  options: ['Tell me more'],
  optionsTrans: null,
  versions,
});

function openChat() {
  return renderRoute(<ChatPage variant="app" gameType="chat" isFuta={false} />, {
    route: '/app/chat/:charId',
    path: '/app/chat/sienna',
    tier: 2,
  });
}

describe('versions of her answer', () => {
  it('asks for another answer, steps back to the first, and keeps the player line in place', async () => {
    const asked: string[] = [];
    server.use(
      trpcMutation('message.send', ({ input }) =>
        input.message === ''
          ? reply({ messages: [say('Hey you.')] })
          : reply({ messages: [say('Lisbon? Lucky you.')], versions: { count: 1, shown: 0 } }),
      ),
      trpcMutation('message.regenerate', () => {
        asked.push('regenerate');
        return shown([say('Tell me everything about Lisbon.'), say('Did you bring me a tart?')], {
          count: 2,
          shown: 1,
        });
      }),
      trpcMutation('message.showVersion', ({ input }) => {
        asked.push(`show ${input.version}`);
        return shown([say('Lisbon? Lucky you.')], { count: 2, shown: 0 });
      }),
    );
    const user = userEvent.setup();
    openChat();
    await within(log()).findByText('Hey you.');
    expect(screen.queryByRole('group', { name: 'Versions of her answer' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'FreeStyle' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I was in Lisbon{Enter}');
    await within(log()).findByText('Lisbon? Lucky you.');

    await user.click(within(versionsBar()).getByRole('button', { name: 'Another answer' }));
    await within(log()).findByText('Did you bring me a tart?');
    expect(within(log()).queryByText('Lisbon? Lucky you.')).not.toBeInTheDocument();
    expect(within(log()).getByText('I was in Lisbon')).toBeInTheDocument();
    expect(within(versionsBar()).getByText('Version 2 of 2')).toBeInTheDocument();
    expect(within(versionsBar()).getByRole('button', { name: 'Next version' })).toBeDisabled();

    await user.click(within(versionsBar()).getByRole('button', { name: 'Previous version' }));
    await within(log()).findByText('Lisbon? Lucky you.');
    expect(within(log()).queryByText('Did you bring me a tart?')).not.toBeInTheDocument();
    expect(within(versionsBar()).getByText('Version 1 of 2')).toBeInTheDocument();
    expect(asked).toEqual(['regenerate', 'show 0']);
    // the player line stays once, before her answer
    const lines = within(log())
      .getAllByText(/Lisbon/)
      .map((el) => el.textContent);
    expect(lines).toEqual(['I was in Lisbon', 'Lisbon? Lucky you.']);
  });

  it('shows why no other answer came, and leaves the answer as it was', async () => {
    server.use(
      trpcMutation('message.send', ({ input }) =>
        input.message === '' ? reply({ messages: [say('Hey you.')], versions: { count: 1, shown: 0 } }) : reply(),
      ),
      trpcMutation('message.regenerate', () => {
        throw mockRefusal('tier.quota', 'quota', 'TOO_MANY_REQUESTS');
      }),
    );
    const user = userEvent.setup();
    openChat();
    await within(log()).findByText('Hey you.');
    await user.click(within(versionsBar()).getByRole('button', { name: 'Another answer' }));
    expect(await screen.findByText('No custom messages left today')).toBeInTheDocument();
    expect(within(log()).getByText('Hey you.')).toBeInTheDocument();
    await waitFor(() => expect(within(versionsBar()).getByRole('button', { name: 'Another answer' })).toBeEnabled());
  });
});
