import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';

export type MailTokenKind = 'verify' | 'reset';

/** Verification links live 7 days, reset links 1 hour. */
export const MAIL_TOKEN_TTL_MS: Record<MailTokenKind, number> = { verify: 7 * 86_400_000, reset: 3_600_000 };

type Tx = Pick<Db, 'mailToken'>;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new single-use secret (32 random bytes); only its SHA-256 is stored. Earlier unused ones of the kind end. */
export async function issueMailToken(db: Tx, userId: string, kind: MailTokenKind, now: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.mailToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: new Date(now) } });
  await db.mailToken.create({
    data: {
      id: randomUUID(),
      userId,
      kind,
      secretHash: hashSecret(secret),
      expiresAt: new Date(now + MAIL_TOKEN_TTL_MS[kind]),
    },
  });
  return secret;
}

/** Uses a secret once: true only for an unused, unexpired secret of that user and kind (atomic). */
export async function consumeMailToken(
  db: Tx,
  userId: string,
  kind: MailTokenKind,
  secret: string,
  now: number,
): Promise<boolean> {
  const used = await db.mailToken.updateMany({
    where: { userId, kind, secretHash: hashSecret(secret), usedAt: null, expiresAt: { gt: new Date(now) } },
    data: { usedAt: new Date(now) },
  });
  return used.count === 1;
}
