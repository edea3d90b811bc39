import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS, errorText, type ErrorRef } from '@app/schema/errors';
import { readTranslations } from '../../scripts/extract-strings.ts';
import { serverMessages } from '../../scripts/server-messages.ts';
import { renderRoute } from '../mocks/render.tsx';
import { server } from '../mocks/server.ts';
import { reply, say } from '../mocks/data/replies.ts';
import { mockRefusalOf, trpcMutation, trpcQuery, type MockErrorCode } from '../mocks/trpc.ts';

/** The Arabic map the server's translation/all answers from the demo pack. */
const AR = readTranslations('ar') ?? {};
const SERVER = serverMessages().keys;

const arabicReply = () =>
  reply({
    messages: [{ ...say('Hey you.'), responseTrans: 'أهلًا بك.' }],
    options: ['Hi'],
    optionsTrans: ['مرحبًا'],
  });

interface Refusal {
  what: string;
  /** The catalogue key and parameters the server sends beside its English text. */
  ref: ErrorRef;
  cause: string;
  code: MockErrorCode;
}

const REFUSALS: Refusal[] = [
  { what: 'tier', ref: { key: 'tier.character', params: {} }, cause: 'tier', code: 'FORBIDDEN' },
  { what: 'quota', ref: { key: 'tier.quota', params: {} }, cause: 'quota', code: 'TOO_MANY_REQUESTS' },
  {
    what: 'validation (a number)',
    ref: { key: 'chat.tooLong', params: { limit: 200 } },
    cause: 'validation',
    code: 'BAD_REQUEST',
  },
  {
    what: 'score (a number)',
    ref: { key: 'game.locationLocked', params: { unlockLevel: 4 } },
    cause: 'score',
    code: 'FORBIDDEN',
  },
];

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('server errors for an Arabic player', () => {
  it.each(REFUSALS)('shows the $what error in Arabic', async ({ ref, cause, code }) => {
    const template = ERRORS[ref.key];
    expect(SERVER, 'the catalogue text is a translation key').toContain(template);
    const arabic = Object.entries(ref.params).reduce<string>(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      AR[template] ?? '',
    );
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    const english = errorText(ref.key, ref.params);

    let sends = 0;
    server.use(
      trpcQuery('translation.all', () => AR),
      trpcMutation('message.send', () => {
        sends += 1;
        if (sends === 1) return arabicReply();
        throw mockRefusalOf(ref, cause, code);
      }),
      trpcMutation('message.restart', () => arabicReply()),
    );
    const user = userEvent.setup();
    renderRoute('/ar/app/chat/sienna');
    await user.click(await screen.findByRole('button', { name: 'مرحبًا' }));
    const dialog = await screen.findByRole('dialog', { name: AR.Notice });
    expect(within(dialog).getByText(arabic)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(english);
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(within(dialog).getAllByRole('button', { name: AR.Close }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: AR.Notice })).not.toBeInTheDocument());
  });
});
