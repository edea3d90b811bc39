import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameReply } from '@app/schema';
import { readTranslations, REPO_DIR } from '../../scripts/extract-strings.ts';
import { extractServerMessages } from '../../scripts/server-messages.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { mockError, trpcMutation, trpcQuery, type MockErrorCode } from '../mocks/trpc.ts';

/** The Arabic map the server's translation/all answers from the demo pack. */
const AR = readTranslations('ar') ?? {};
const SERVER = extractServerMessages(REPO_DIR).keys;

const reply = (): GameReply => ({
  messages: [
    { role: 'assistant', response: 'Hey you.', responseTrans: 'أهلًا بك.', createdAt: new Date().toISOString() },
  ],
  horny: 10,
  options: ['Hi'],
  optionsTrans: ['مرحبًا'],
  locationSelect: null,
  actionSelect: null,
  timeout: null,
  score: 40,
  level: 2,
  stage: 'talk',
  ended: false,
});

interface Refusal {
  what: string;
  /** The English text the server sends, and the key (template) it is translated by. */
  message: string;
  key: string;
  cause: string;
  code: MockErrorCode;
  values?: Record<string, string>;
}

const REFUSALS: Refusal[] = [
  {
    what: 'tier',
    message: 'This character is for a higher tier. Upgrade to play.',
    key: 'This character is for a higher tier. Upgrade to play.',
    cause: 'tier',
    code: 'FORBIDDEN',
  },
  {
    what: 'quota',
    message: 'No custom messages left today',
    key: 'No custom messages left today',
    cause: 'quota',
    code: 'TOO_MANY_REQUESTS',
  },
  {
    what: 'validation',
    message: 'Messages are limited to 200 characters',
    key: 'Messages are limited to 200 characters',
    cause: 'validation',
    code: 'BAD_REQUEST',
  },
  {
    what: 'score (a template)',
    message: 'This location unlocks at level 4',
    key: 'This location unlocks at level {{unlockLevel}}',
    cause: 'score',
    code: 'FORBIDDEN',
    values: { unlockLevel: '4' },
  },
];

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('server errors for an Arabic player', () => {
  it.each(REFUSALS)('shows the $what error in Arabic', async ({ message, key, cause, code, values }) => {
    expect(SERVER, 'the server sends this message').toContain(key);
    const arabic = Object.entries(values ?? {}).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, value),
      AR[key] ?? '',
    );
    expect(arabic).toMatch(/[\u0600-\u06FF]/);

    let sends = 0;
    server.use(
      trpcQuery('translation.all', () => AR),
      trpcMutation('message.send', () => {
        sends += 1;
        if (sends === 1) return reply();
        throw mockError(message, cause, code);
      }),
      trpcMutation('message.restart', () => reply()),
    );
    const user = userEvent.setup();
    renderRoute('/ar/app/chat/sienna');
    await user.click(await screen.findByRole('button', { name: 'مرحبًا' }));
    const dialog = await screen.findByRole('dialog', { name: AR.Notice });
    expect(within(dialog).getByText(arabic)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(message);
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(within(dialog).getAllByRole('button', { name: AR.Close }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: AR.Notice })).not.toBeInTheDocument());
  });
});
