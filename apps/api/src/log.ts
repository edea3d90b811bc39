import { createHash } from 'node:crypto';
import { LogController, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/*
 * The one logger factory of the API (server, CLI): secrets and e-mail addresses never reach the log.
 *
 * - Fields named like a secret (headers such as authorization and cookie, password, secret, token, OAuth
 *   code and state...) are written as "[Redacted]", at the top level and nested in logged objects.
 * - Fields that hold an e-mail address (email, to...) are written as a short hash (`email#3fa2c1d0`):
 *   the same address always gives the same hash, so an operator can still follow one player's lines.
 * - Request URLs (Fastify's "incoming request" lines) keep their query keys but not their values, except
 *   for a few harmless keys (page, pageSize...).
 */

export const REDACTED = '[Redacted]';

/** Field names whose values are secrets, wherever they are logged. */
export const SECRET_FIELDS = [
  // headers
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  // credentials and one-use values
  'password',
  'passwordRepeat',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'secret',
  'secretHash',
  'clientSecret',
  'client_secret',
  'apiKey',
  'api_key',
  'salt',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'jwt',
  'ticket',
  // OAuth round trips
  'code',
  'state',
] as const;

/** Configuration variables that are secrets (or carry credentials), should a configuration object be logged. */
const SECRET_SETTINGS = [
  'JWT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MODEL_API_KEY',
  'MODEL_FALLBACK_API_KEY',
  'MODEL_TIER0_API_KEY',
  'MODEL_TIER1_API_KEY',
  'MODEL_TIER2_API_KEY',
  'MODEL_TIER3_API_KEY',
  'METRICS_TOKEN',
  'CCBILL_SALT',
  'PATREON_CLIENT_SECRET',
  'PATREON_WEBHOOK_SECRET',
  'SUBSCRIBESTAR_CLIENT_SECRET',
  'SUBSCRIBESTAR_WEBHOOK_SECRET',
] as const;

/** Field names whose values are e-mail addresses: logged as their hash. */
export const EMAIL_FIELDS = ['email', 'to', 'mainEmail', 'subscribeStarEmail', 'patreonEmail'] as const;

/** An error's `code` (ECONNREFUSED, P2002, 57P01...) is no OAuth code: kept inside these fields. */
const ERROR_FIELDS = ['err', 'error'];

/** Query keys whose values are harmless and useful in the request log. */
export const SAFE_QUERY_KEYS = new Set(['page', 'pageSize', 'language', 'eventType', 'mode', 'batch']);

/** How many levels below the top a field is still found (deeper values are logged as they are). */
const MAX_DEPTH = 8;

const lower = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase()));
const SECRET_NAMES = lower([...SECRET_FIELDS, ...SECRET_SETTINGS]);
const EMAIL_NAMES = lower(EMAIL_FIELDS);
const ERROR_NAMES = lower(ERROR_FIELDS);

/** Header names as some clients spell them (nested fields are matched whatever their case; top-level ones by these names). */
const TITLE_CASE_HEADERS = ['Authorization', 'Proxy-Authorization', 'Cookie', 'Set-Cookie', 'X-Api-Key'];

const pathOf = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`);

/**
 * pino's redact paths: every named field at the top level (the censor sees its name), and `*` for every
 * other top-level value, whose nested fields the censor looks through. A wildcard path per field and depth
 * (`*.password`, `*.*.password`...) would cost about 0.25 µs per path on every line; this costs a walk of
 * the logged values.
 */
export const REDACT_PATHS: string[] = [
  ...SECRET_FIELDS,
  ...SECRET_SETTINGS,
  ...EMAIL_FIELDS,
  ...ERROR_FIELDS,
  ...TITLE_CASE_HEADERS,
]
  .map(pathOf)
  .concat('*');

const HASHED = /^email#[0-9a-f]{8}$/;

/** A short, stable stand-in for an e-mail address (trimmed, lower-cased, SHA-256, 8 hex digits). */
export function hashEmail(address: string): string {
  if (HASHED.test(address)) return address;
  return `email#${createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 8)}`;
}

/** The value a field named `key` is logged with. */
function fieldValue(key: string, value: unknown, depth: number, inError: boolean): unknown {
  if (value === undefined || value === null) return value;
  const name = key.toLowerCase();
  if (EMAIL_NAMES.has(name)) {
    if (typeof value !== 'string') return REDACTED;
    // `to` is also a landing path now and then (`to: '/app/home'`): only an address is hashed there
    return name === 'to' && !value.includes('@') ? value : hashEmail(value);
  }
  if (SECRET_NAMES.has(name) && !(inError && name === 'code')) return REDACTED;
  return scrub(value, depth + 1, inError || ERROR_NAMES.has(name));
}

/**
 * `value` with its secret and e-mail fields replaced, looking through plain objects and arrays (a class
 * instance, such as an error pino has serialized, is logged as it is). Unchanged values are not copied.
 */
function scrub(value: unknown, depth: number, inError: boolean): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = scrub(value[i], depth + 1, inError);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const next = fieldValue(key, record[key], depth, inError);
    if (next !== record[key]) (copy ??= { ...record })[key] = next;
  }
  return copy ?? value;
}

/** pino's censor: a named top-level field by its name, any other top-level value by its nested fields. */
export function censor(value: unknown, path: readonly (string | symbol)[]): unknown {
  const key = path[path.length - 1];
  return typeof key === 'string' && path.length === 1 ? fieldValue(key, value, 0, false) : scrub(value, 1, false);
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
};

/** A URL with its query values replaced (keys kept; harmless keys keep their values) and no fragment. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const bare = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : `#${REDACTED}`;
  const q = bare.indexOf('?');
  if (q < 0) return bare + fragment;
  const parts = bare
    .slice(q + 1)
    .split('&')
    .map((part) => {
      if (part === '') return part;
      const eq = part.indexOf('=');
      const rawKey = eq < 0 ? part : part.slice(0, eq);
      const key = decode(rawKey);
      // a "key" that does not look like one may itself be a value (?eyJhbGciOi...)
      if (!/^[\w.\-[\]]{1,40}$/.test(key)) return REDACTED;
      if (SAFE_QUERY_KEYS.has(key)) return part;
      return eq < 0 ? REDACTED : `${rawKey}=${REDACTED}`;
    });
  return `${bare.slice(0, q)}?${parts.join('&')}${fragment}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
}

/**
 * Fastify's request serializer with the URL redacted. A logger given to Fastify (`loggerInstance`) keeps
 * its own serializers over Fastify's (lib/logger-pino.js merges the instance's last), so this one is what
 * the "incoming request" and error lines use. Takes a Fastify request or a raw IncomingMessage.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host ?? req.headers?.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

export interface LoggerOptions {
  /** Overrides config.LOG_LEVEL (the CLI logs at warn when the server would log at info). */
  level?: Config['LOG_LEVEL'];
}

/** The API's logger: pino with the redaction above; writes to `destination` (stdout by default). */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
  opts: LoggerOptions = {},
): Logger {
  const options = {
    level: opts.level ?? config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Fastify's log controller with the one line that prints a URL in its message (the default 404) redacted. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
