import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOf } from './servers.ts';

/**
 * Signs up through the API and opens the link of the confirmation mail, as a player does: sign-up answers
 * `{ sent: true }` whatever the address and the account exists only once the link is used. The mail is
 * read from the server's outbox (DATA_DIR/outbox, found by its To: line). With `token` (an anonymous
 * player's) that player becomes the account. Answers the account's token.
 */
export async function signUpAndConfirm(
  url: string,
  email: string,
  password: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const post = async (path: string, body: unknown, auth?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json ?? {};
  };
  await post('/api/auth/emailSignup', { email, password, passwordRepeat: password }, token);
  const dir = dataDirOf(url);
  if (!dir) throw new Error(`no data folder known for ${url}: start it with startApi`);
  const outbox = join(dir, 'outbox');
  let fragment: string | undefined;
  for (let waited = 0; !fragment && waited < 5_000; waited += 50) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = readFileSync(join(outbox, file), 'utf8');
      if (/^To: (.*)$/m.exec(mail)?.[1]?.trim() !== email) continue;
      fragment = /\/confirm-signup#(\S+)/.exec(mail)?.[1];
      if (fragment) break;
    }
    if (!fragment) await new Promise((r) => setTimeout(r, 50));
  }
  if (!fragment) throw new Error(`no sign-up confirmation mail to ${email} in ${outbox}`);
  const params = new URLSearchParams(fragment);
  const confirmed = await post('/api/auth/confirm-signup', {
    id: params.get('id'),
    secret: params.get('secret'),
    password,
  });
  return confirmed.token as string;
}
