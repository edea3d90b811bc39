import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { MIN_CONTEXT_TOKENS, samplingSettingsSchema } from '@app/schema';

/** The sender of mails when MAIL_FROM is unset: no real mail server accepts it as a sender. */
export const DEFAULT_MAIL_FROM = 'Dating Game <no-reply@localhost>';
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Sampling settings as a JSON object, e.g. {"temperature":0.7,"min_p":0.05,"stop":["\\n\\n"]}. */
const samplingJson = z.string().transform((raw, ctx) => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of sampling settings' });
    return z.NEVER;
  }
  const parsed = samplingSettingsSchema.safeParse(json);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: `sampling settings: ${parsed.error.issues[0]?.message ?? 'invalid'}` });
    return z.NEVER;
  }
  return parsed.data;
});

/** Every environment variable the server reads; `.env.example` and the README's table list the same. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used in mail links and OAuth callbacks; the address the server listens on when unset. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where PGlite keeps its files, the generated secret, and the mail outbox. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis for shared rate limits and reply cache across instances; optional. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** HS256 secret for session tokens, at least 32 characters; generated once and kept in the database when unset (shared by every instance). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Content pack folder; the demo pack by default. */
  CONTENT_DIR: z.string().optional(),
  /** Load the content pack at start when the database has none (or it changed). */
  CONTENT_AUTOLOAD: bool.default(true),
  /**
   * At each content load, encode the pack's still images as AVIF and WebP at a few widths under
   * DATA_DIR/media-variants (once per image content), so phones load small files. Off: originals only.
   */
  MEDIA_VARIANTS: bool.default(true),
  /** Built web app to serve; apps/web/dist by default. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Media base URL (a CDN or object store holding the pack's media/ and media/generated/ files by name);
   * the web app loads media from it, /public/ still answers. Unset: media come from /public/.
   */
  MEDIA_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  /**
   * Multiplies the character's typing pauses in the web app (spec §9 timing is 1); 0.5 types twice as
   * fast, 0 shows each line at once. The end-to-end suite runs at 0.1.
   */
  CHAT_TYPING_SCALE: z.coerce.number().min(0).max(5).default(1),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  /** No mail server on purpose: mails only go to DATA_DIR/outbox, nobody receives them (accepted in production). */
  MAIL_DISABLED: bool.default(false),
  /** A mail the mail server refused is tried again this many times (then given up, logged and counted in /metrics). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  /** Seconds before the first retry of a mail; each next wait doubles (with jitter), at most an hour. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Anonymous players without a visit or a chat message for this many days are deleted with their progress. */
  ANONYMOUS_PLAYER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Daily custom-message counts are kept this many days (only today's limits a player). */
  QUOTA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Payment webhooks are kept this many days; a provider's repeat of an older event would be processed again. */
  WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
  /** When the pruning jobs run: a cron expression in UTC (daily at 03:30 by default). */
  PRUNE_SCHEDULE: z.string().default('30 3 * * *'),
  /** OpenAI-compatible language model server; the scripted engine answers when unset. */
  MODEL_BASE_URL: z.url().optional(),
  MODEL_API_KEY: z.string().optional(),
  MODEL_NAME: z.string().default('local-model'),
  /** One model request's whole answer; past it the next model (or the scripted engine) answers. */
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** No first token within this: the model is taken as hung and the next one answers. */
  MODEL_FIRST_TOKEN_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** The whole turn's model time, every model tried included; the scripted engine answers after it. */
  MODEL_TURN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  /** Failures (errors or timeouts) in a row after which a model endpoint is skipped for the cool-down. */
  MODEL_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  MODEL_BREAKER_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Sampling settings of every model (unset: the server's default); MODEL_TIER<n>_SETTINGS and MODEL_FALLBACK_SETTINGS override them. */
  MODEL_TOP_P: z.coerce.number().min(0).max(1).optional(),
  MODEL_MIN_P: z.coerce.number().min(0).max(1).optional(),
  MODEL_FREQUENCY_PENALTY: z.coerce.number().min(-2).max(2).optional(),
  MODEL_REPETITION_PENALTY: z.coerce.number().min(0).max(3).optional(),
  MODEL_MAX_TOKENS: z.coerce.number().int().min(16).max(32_768).default(600),
  /**
   * The tokens a chat turn may take, prompt and answer together (a character's `model.contextTokens`
   * wins): the prompt holds as much recent history as fits after the persona, the lore and MODEL_MAX_TOKENS.
   */
  MODEL_CONTEXT_TOKENS: z.coerce.number().int().min(MIN_CONTEXT_TOKENS).max(1_000_000).default(4096),
  /** Stop sequences, separated by `|`. */
  MODEL_STOP: z
    .string()
    .transform((v) => v.split('|').filter(Boolean))
    .prefault(''),
  /** A second model tried when the tier's model fails or is skipped, before the scripted engine. */
  MODEL_FALLBACK_BASE_URL: z.url().optional(),
  MODEL_FALLBACK_API_KEY: z.string().optional(),
  MODEL_FALLBACK_NAME: z.string().optional(),
  MODEL_FALLBACK_SETTINGS: samplingJson.optional(),
  /** A model of its own for one tier (0 free … 3 God Mode); unset parts come from MODEL_*. */
  MODEL_TIER0_BASE_URL: z.url().optional(),
  MODEL_TIER0_API_KEY: z.string().optional(),
  MODEL_TIER0_NAME: z.string().optional(),
  MODEL_TIER0_SETTINGS: samplingJson.optional(),
  MODEL_TIER1_BASE_URL: z.url().optional(),
  MODEL_TIER1_API_KEY: z.string().optional(),
  MODEL_TIER1_NAME: z.string().optional(),
  MODEL_TIER1_SETTINGS: samplingJson.optional(),
  MODEL_TIER2_BASE_URL: z.url().optional(),
  MODEL_TIER2_API_KEY: z.string().optional(),
  MODEL_TIER2_NAME: z.string().optional(),
  MODEL_TIER2_SETTINGS: samplingJson.optional(),
  MODEL_TIER3_BASE_URL: z.url().optional(),
  MODEL_TIER3_API_KEY: z.string().optional(),
  MODEL_TIER3_NAME: z.string().optional(),
  MODEL_TIER3_SETTINGS: samplingJson.optional(),
  /**
   * Model tokens a player may use a day, per tier 0-3 (0: no ceiling); past it FreeStyle refuses until
   * the next UTC day. Tier 3's "unlimited" messages are bounded by its fair-use ceiling here.
   */
  MODEL_DAILY_TOKENS: list
    .prefault('20000,150000,300000,600000')
    .refine(
      (v) => v.length === 4 && v.every((n) => /^\d+$/.test(n)),
      'must be four token counts, e.g. 20000,150000,300000,600000',
    )
    .transform((v) => v.map(Number)),
  /** A running chat summary the model failed to write is tried again this many times (then counted as a failed job). */
  SUMMARY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** Seconds before the first retry of a chat summary; each next wait doubles (with jitter), at most an hour. */
  SUMMARY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MODEL_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.8),
  /** Extra real-person names (comma-separated) the prohibited-content filter refuses, besides its default list. */
  CONTENT_FILTER_NAMES: list.prefault(''),
  /** Operator details shown in the terms and privacy pages (served to the page by site.config). */
  SITE_NAME: z.string().default('Velvet Hearts'),
  OPERATOR_NAME: z.string().default('Example Operator OÜ'),
  OPERATOR_ADDRESS: z.string().default('Tallinn, Estonia'),
  OPERATOR_REGISTRY_CODE: z.string().default('00000000'),
  SUPPORT_EMAIL: z.string().default('support@example.com'),
  /** Where legal matters go (complaints, appeals, privacy requests, questions about the record-keeping statement); SUPPORT_EMAIL when unset. */
  OPERATOR_CONTACT: z.string().optional(),
  /** The country (or state) the operator is registered in, as the legal pages name it; unset: Estonia, translated on the page. */
  OPERATOR_JURISDICTION: z.string().optional(),
  /** The age a visitor must have reached: the age gate, the terms and the privacy policy name it. */
  MINIMUM_AGE: z.coerce
    .number()
    .int()
    .min(18, 'must be 18 or more: the site shows adult content and is for adults only')
    .max(99)
    .default(18),
  /**
   * The terms' record-keeping statement on computer-generated characters (paragraphs split at line breaks),
   * shown as written in every language; unset: the default statement, translated on the page.
   */
  RECORDS_STATEMENT: z.string().optional(),
  /** The designated agent for copyright notices on the copyright page; the operator's name, address and SUPPORT_EMAIL when unset. */
  COPYRIGHT_AGENT_NAME: z.string().optional(),
  COPYRIGHT_AGENT_ADDRESS: z.string().optional(),
  COPYRIGHT_AGENT_EMAIL: z.email('must be an e-mail address').optional(),
  COMMUNITY_URL: z.string().default('https://discord.com'),
  /** Location law: regions (ISO 3166 country or country-region codes) where only paid, logged-in players get in. */
  RESTRICTED_REGIONS: list.prefault(
    'US-LA,US-UT,US-MS,US-VA,US-AR,US-TX,US-MT,US-NC,US-IN,US-SC,US-ID,US-KS,US-KY,US-NE,US-AL,US-OK,US-FL,US-TN,US-GA,US-SD,US-WY,US-ND,US-AZ,US-OH,US-MO,GB,FR',
  ),
  /** Trust CDN location headers: none | cloudflare | vercel. */
  GEO_HEADERS: z.enum(['none', 'cloudflare', 'vercel']).default('none'),
  /** Tests only: honour an x-test-region header. Refused in production. */
  GEO_TEST_HEADER: bool.default(false),
  /**
   * Trying payments without provider accounts: card billing and both creator platforms are served by a
   * local sandbox (/api/sandbox) that sends signed webhooks, no real money. Refused in production.
   */
  PAYMENTS_SANDBOX: bool.default(false),
  /** Card billing (CCBill FlexForms). */
  CCBILL_FLEX_ID: z.string().optional(),
  CCBILL_CLIENT_ACCNUM: z.string().optional(),
  CCBILL_CLIENT_SUBACC: z.string().optional(),
  CCBILL_SALT: z.string().optional(),
  CCBILL_FORM_URL: z.url().default('https://api.ccbill.com/wap-frontflex/flexforms'),
  CCBILL_ALLOWED_IPS: list.prefault('64.38.212.0/24,64.38.215.0/24,64.38.240.0/24,64.38.241.0/24'),
  /** Where card subscribers cancel (the card provider's consumer support page). */
  CCBILL_SUPPORT_URL: z.url().default('https://support.ccbill.com'),
  PRICES_USD: list
    .prefault('5,8,14')
    .refine(
      (p) => p.length === 3 && p.every((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0),
      'must be three prices in USD, e.g. 5,8,14',
    ),
  /** Patreon (sign-in only) and SubscribeStar OAuth. */
  PATREON_CLIENT_ID: z.string().optional(),
  PATREON_CLIENT_SECRET: z.string().optional(),
  PATREON_WEBHOOK_SECRET: z.string().optional(),
  PATREON_BASE_URL: z.url().default('https://www.patreon.com'),
  /**
   * Patreon is closed to new subscribers: only patrons already linked to an account here keep their tier.
   * When set (ISO date), a patron whose pledge started before it may still link on a first sign-in; a pledge
   * started after it never grants a tier.
   */
  PATREON_CLOSED_AT: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  SUBSCRIBESTAR_CLIENT_ID: z.string().optional(),
  SUBSCRIBESTAR_CLIENT_SECRET: z.string().optional(),
  SUBSCRIBESTAR_WEBHOOK_SECRET: z.string().optional(),
  SUBSCRIBESTAR_BASE_URL: z.url().default('https://www.subscribestar.com'),
  /** Where SubscribeStar subscribers manage or cancel their subscription (linked from the profile). */
  SUBSCRIBESTAR_MANAGE_URL: z.url().default('https://www.subscribestar.com/subscriptions'),
  /** The operator's SubscribeStar page, where players subscribe (linked from the prices and tiers pages). */
  SUBSCRIBESTAR_PAGE_URL: z.url().default('https://www.subscribestar.com'),
  /** Requests per minute per address on login, sign-up and reset. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** New anonymous players a minute per address (behind a proxy, set TRUST_PROXY or raise this). */
  ANON_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Chat turns (and restarts) a minute per player. */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /**
   * The proxies in front whose X-Forwarded-For is believed: false (none), a hop count (1 = one proxy),
   * or their addresses and CIDR ranges (also loopback, linklocal, uniquelocal). Never "everyone".
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** A bearer token /metrics asks for; unset: no token needed. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Addresses or CIDR ranges (comma-separated) that may read /metrics; unset: any address. */
  METRICS_HOSTS: list
    .prefault('')
    .refine((hosts) => hosts.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated'),
});

/** Which proxies are trusted: none, the nearest `hops` addresses of the chain, or the listed addresses. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY's value, or the reason it is refused. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'true would believe an X-Forwarded-For written by anyone: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8, loopback)';
  }
  if (/^\d+$/.test(value))
    return Number(value) <= 10 ? { hops: Number(value) } : 'a hop count above 10 is surely a mistake';
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => !NAMED_RANGES.includes(a) && !isAddressOrRange(a));
  if (bad.length > 0) return `not an address, CIDR range or one of ${NAMED_RANGES.join(', ')}: ${bad.join(', ')}`;
  return { addresses };
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
}
/** Settings whose default is another setting: always known once the configuration is read. */
type Derived =
  | 'PUBLIC_URL'
  | 'OPERATOR_CONTACT'
  | 'COPYRIGHT_AGENT_NAME'
  | 'COPYRIGHT_AGENT_ADDRESS'
  | 'COPYRIGHT_AGENT_EMAIL';

/** The configuration the server runs on: PUBLIC_URL (the listening address when unset), the contacts and the copyright agent are always known. */
export type Config = z.infer<typeof configSchema> & Record<Derived, string>;

/** The origin a browser on this machine reaches the server at: http://localhost:3000 with HOST=0.0.0.0 and PORT=3000. */
export function listenOrigin(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Whether the environment sets a variable (an empty value counts as unset, as in loadConfig). */
export const isSet = (env: Record<string, string | undefined>, key: keyof typeof configSchema.shape) =>
  env[key] !== undefined && env[key] !== '';

const withDerivedDefaults = (data: z.infer<typeof configSchema>): Config => ({
  ...data,
  PUBLIC_URL: data.PUBLIC_URL ?? listenOrigin(data.HOST, data.PORT),
  OPERATOR_CONTACT: data.OPERATOR_CONTACT ?? data.SUPPORT_EMAIL,
  COPYRIGHT_AGENT_NAME: data.COPYRIGHT_AGENT_NAME ?? data.OPERATOR_NAME,
  COPYRIGHT_AGENT_ADDRESS: data.COPYRIGHT_AGENT_ADDRESS ?? data.OPERATOR_ADDRESS,
  COPYRIGHT_AGENT_EMAIL: data.COPYRIGHT_AGENT_EMAIL ?? data.SUPPORT_EMAIL,
});

/** Validated values plus the defaults that depend on other variables (PUBLIC_URL follows HOST and PORT, the contacts the operator's). */
export function parseConfig(values: Record<string, string | undefined>): Config {
  return withDerivedDefaults(configSchema.parse(values));
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((k) => isSet(env, k as keyof typeof configSchema.shape))
      .map((k) => [k, env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.GEO_TEST_HEADER) {
    throw new ConfigError('Invalid configuration:\n  GEO_TEST_HEADER: must not be enabled in production');
  }
  if (parsed.data.GEO_HEADERS !== 'none' && parsed.data.TRUST_PROXY === false) {
    throw new ConfigError(
      "Invalid configuration:\n  GEO_HEADERS: location headers are believed only from a trusted proxy; set TRUST_PROXY to the CDN's addresses (or the hop count)",
    );
  }
  if (parsed.data.MAIL_DISABLED && parsed.data.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_DISABLED: mail is switched off but SMTP_URL is set; keep one of the two',
    );
  }
  return withDerivedDefaults(parsed.data);
}

/**
 * Reads a .env file into `env` when the file exists: variables already set (in the environment or
 * by the shell) win over the file. Answers the names it set.
 */
export function loadEnvFile(file: string, env: Record<string, string | undefined> = process.env): string[] {
  if (!existsSync(file)) return [];
  const set: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] !== undefined) continue;
    env[key] = value;
    set.push(key);
  }
  return set;
}
