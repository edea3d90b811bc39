import { ROLE } from '@app/schema/constants';

/** Strings the translator tooling (role 10+) reports, sent together 500 ms after the last one (spec §9). */
export const MISSING_BATCH_MS = 500;
const MAX_BATCH = 500;

type Sender = (originals: string[]) => Promise<unknown>;

let sender: Sender | null = null;
let role = 0;
const sent = new Set<string>();
let pending: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Called once the session is known: only a role of 10 or more reports strings. */
export function configureMissingStrings(nextRole: number, send: Sender): void {
  role = nextRole;
  sender = send;
}

export function queueMissing(key: string): void {
  if (role < ROLE.translator || !sender || !key || key.length > 2000 || sent.has(key)) return;
  sent.add(key);
  pending.push(key);
  clearTimeout(timer);
  timer = setTimeout(flushMissing, MISSING_BATCH_MS);
}

export function flushMissing(): void {
  const batch = pending.slice(0, MAX_BATCH);
  pending = pending.slice(MAX_BATCH);
  if (batch.length > 0 && sender) void sender(batch).catch(() => undefined);
  if (pending.length > 0) timer = setTimeout(flushMissing, MISSING_BATCH_MS);
}
