import { randomBytes } from 'node:crypto';
import { ConfigError, type Config } from '../../config.ts';

/** Where the sandbox's provider pages live, on this server. */
export const SANDBOX_PATH = '/api/sandbox';

/**
 * The address the sandbox's card webhooks come from: a documentation address (RFC 5737) no real
 * client has, the only one on the card allow-list while the sandbox is on.
 */
export const SANDBOX_CARD_SOURCE = '192.0.2.10';
export const SANDBOX_CARD_ACCNUM = '900000';

const secret = () => randomBytes(24).toString('base64url');

/**
 * Points card billing and both creator platforms at the sandbox served by this server: made-up
 * account ids, signing secrets generated at each start (the webhooks are signed and verified with
 * them as the real ones are), and provider addresses under PUBLIC_URL (read at each use, since the
 * server learns its address only once it listens). Replaces any real provider settings.
 */
export function usePaymentsSandbox(config: Config): void {
  if (config.NODE_ENV === 'production') throw new ConfigError('PAYMENTS_SANDBOX: never in production');
  Object.assign(config, {
    CCBILL_FLEX_ID: 'sandbox-flexform',
    CCBILL_CLIENT_ACCNUM: SANDBOX_CARD_ACCNUM,
    CCBILL_CLIENT_SUBACC: '0000',
    CCBILL_SALT: secret(),
    CCBILL_ALLOWED_IPS: [SANDBOX_CARD_SOURCE],
    PATREON_CLIENT_ID: 'sandbox-patreon',
    PATREON_CLIENT_SECRET: secret(),
    PATREON_WEBHOOK_SECRET: secret(),
    SUBSCRIBESTAR_CLIENT_ID: 'sandbox-subscribestar',
    SUBSCRIBESTAR_CLIENT_SECRET: secret(),
    SUBSCRIBESTAR_WEBHOOK_SECRET: secret(),
  } satisfies Partial<Config>);
  const under = (path: string) => ({
    enumerable: true,
    get: () => `${config.PUBLIC_URL.replace(/\/+$/, '')}${SANDBOX_PATH}${path}`,
  });
  Object.defineProperties(config, {
    CCBILL_FORM_URL: under('/card/flexforms'),
    CCBILL_SUPPORT_URL: under('/card'),
    PATREON_BASE_URL: under('/patreon'),
    SUBSCRIBESTAR_BASE_URL: under('/subscribestar'),
    SUBSCRIBESTAR_PAGE_URL: under('/subscribestar'),
    SUBSCRIBESTAR_MANAGE_URL: under('/subscribestar'),
  });
}
