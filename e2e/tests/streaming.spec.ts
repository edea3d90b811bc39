import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from '@app/api/test/api-process';
import { expect, test } from './support/test.ts';
import { enterApp, snap } from './support/app.ts';
import { replyChips } from './support/chat.ts';
import { startHeldModel, type HeldModel } from './support/fake-model.ts';
import { buyTier } from './support/tier.ts';

// A server of its own, whose language model is a fake that holds its answer in the middle of her second line: the suite's
// shared server has no model. Ports from E2E_STREAM_PORT (the API) and the one after it (the model).
const PORT = Number(process.env.E2E_STREAM_PORT ?? 3966);
const CHARACTER = 'mila';
const FIRST = 'You found me by the window.';
const SECOND = 'Stay a little, the view is better with company.';
/** Her second version of the same answer, when the player asks for another. */
const AGAIN = 'Then stay for the sunset with me.';

let api: ApiProcess;
let model: HeldModel;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  model = await startHeldModel(
    PORT + 1,
    (n: number) =>
      n === 1
        ? { lines: [FIRST, SECOND], meter: 1, options: ['I came for you', 'Nice view', 'Tell me more'] }
        : { lines: [AGAIN], meter: 1, options: ['Deal', 'Only if you stay too', 'I have to go'] },
    SECOND,
  );
  api = await startApiProcess(mkdtempSync(join(tmpdir(), 'e2e-stream-')), {
    port: PORT,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      CONTENT_AUTOLOAD: 'true',
      MEDIA_VARIANTS: 'true',
      GEO_TEST_HEADER: 'true',
      CCBILL_ALLOWED_IPS: '127.0.0.1',
      CHAT_TYPING_SCALE: '0.1',
      MODEL_BASE_URL: model.url,
      MODEL_TIMEOUT_MS: '60000',
      MODEL_FIRST_TOKEN_MS: '20000',
      MODEL_TURN_TIMEOUT_MS: '60000',
    },
  });
});

test.afterAll(async () => {
  api?.server.kill('SIGTERM');
  await api?.exited;
  await model?.close();
});

test('a FreeStyle message shows her first line while the model is still writing, then the rest; another answer shows a second version', async ({
  page,
}, testInfo) => {
  await enterApp(page, `/en/app/chat/${CHARACTER}`);
  await expect(replyChips(page).first()).toBeVisible();
  await buyTier(page, 1);
  await expect(replyChips(page).first()).toBeVisible();
  await page.getByRole('switch', { name: 'FreeStyle' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('I was hoping to find you here');
  await page.getByRole('button', { name: 'Send' }).click();

  const log = page.getByRole('log');
  await expect(log.getByText(FIRST)).toBeVisible();
  // the model is still writing her second line: it is not there yet, and she is still typing
  expect(model.started()).toBe(1);
  expect(model.finished()).toBe(false);
  await expect(log.getByText(SECOND)).toHaveCount(0);
  await expect(log.getByText(/is typing/)).toBeVisible();
  await snap(page, testInfo, 'chat-streaming-first-line', { fullPage: false });

  model.release();
  await expect(log.getByText(SECOND)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nice view' })).toBeVisible();
  await expect(log.getByText(FIRST)).toHaveCount(1);
  await expect(log.getByText(SECOND)).toHaveCount(1);
  await snap(page, testInfo, 'chat-streaming-whole-turn', { fullPage: false });

  // another answer to the same words: a second version, then back to the first, which stays after a reload
  const versions = page.getByRole('group', { name: 'Versions of her answer' });
  await versions.getByRole('button', { name: 'Another answer' }).click();
  await expect(log.getByText(AGAIN)).toBeVisible();
  await expect(log.getByText(FIRST)).toHaveCount(0);
  await expect(log.getByText('I was hoping to find you here')).toHaveCount(1);
  await expect(versions.getByText('Version 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Only if you stay too' })).toBeVisible();
  await snap(page, testInfo, 'chat-another-answer', { fullPage: false });
  await versions.getByRole('button', { name: 'Previous version' }).click();
  await expect(log.getByText(FIRST)).toBeVisible();
  await expect(log.getByText(AGAIN)).toHaveCount(0);
  await page.reload();
  await expect(log.getByText(SECOND)).toBeVisible();
  await expect(versions.getByText('Version 1 of 2')).toBeVisible();
  expect(model.started()).toBe(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, testInfo, 'chat-streaming-whole-turn-desktop', { fullPage: false });
});
