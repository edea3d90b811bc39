import { ConfigError, configSchema, DEFAULT_MAIL_FROM, isSet, type Config } from './config.ts';

/**
 * Words that mark a value someone copied from an example instead of generating. A random secret of
 * 32+ characters holds none of them by chance (each is six letters or more).
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'change-me',
  'change_me',
  'example',
  'default',
  'placeholder',
  'secret',
  'password',
  'replace',
  'your-',
  'your_',
];
/** A generated secret of 32+ characters uses far more distinct characters than this. */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Whether a secret is a default rather than the operator's own random value: a placeholder word
 * (`change-me`, `example`, `secret`...) or too few distinct characters (`xxxx...`, `abababab...`).
 */
export function isPlaceholderSecret(value: string): boolean {
  const lower = value.toLowerCase();
  return PLACEHOLDER_WORDS.some((word) => lower.includes(word)) || new Set(value).size < MIN_DISTINCT_CHARACTERS;
}

const RANDOM_HINT = 'generate one with `openssl rand -base64 48`';

/**
 * Every setting that makes a production start unsafe, one line each (`VARIABLE: what is wrong and
 * what to do`); empty when the server may start. `env` tells a variable left unset from its default.
 *
 * JWT_SECRET left unset is not a default: the server then generates a random secret once and keeps
 * it in the database, shared by every instance. A default is a value published somewhere or a
 * placeholder (see isPlaceholderSecret), and a signing secret is missing where a configured feature
 * needs it (a platform's webhooks, the card form's digest).
 */
export function productionProblems(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const add = (variable: string, message: string) => problems.push(`${variable}: ${message}`);

  if (config.PAYMENTS_SANDBOX)
    add('PAYMENTS_SANDBOX', 'the payments sandbox grants tiers without any payment; unset it in production');
  if (!isSet(env, 'PUBLIC_URL'))
    add('PUBLIC_URL', "not set; give the site's public https:// origin (mail links and OAuth callbacks use it)");
  else if (!config.PUBLIC_URL.startsWith('https://'))
    add('PUBLIC_URL', `must be an https:// origin in production, not ${new URL(config.PUBLIC_URL).origin}`);
  if (config.MEDIA_BASE_URL && !config.MEDIA_BASE_URL.startsWith('https://'))
    add('MEDIA_BASE_URL', 'must be an https:// URL in production (an https page does not load http media)');

  const secrets: [string, string | undefined][] = [
    ['JWT_SECRET', config.JWT_SECRET],
    ['METRICS_TOKEN', config.METRICS_TOKEN],
    ['CCBILL_SALT', config.CCBILL_SALT],
    ['PATREON_WEBHOOK_SECRET', config.PATREON_WEBHOOK_SECRET],
    ['SUBSCRIBESTAR_WEBHOOK_SECRET', config.SUBSCRIBESTAR_WEBHOOK_SECRET],
  ];
  for (const [variable, value] of secrets) {
    if (value && isPlaceholderSecret(value)) {
      const unset =
        variable === 'JWT_SECRET' ? ', or leave it unset to use the one generated and kept in the database' : '';
      add(variable, `a placeholder value, not a secret; ${RANDOM_HINT}${unset}`);
    }
  }

  const operator = (['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'SUPPORT_EMAIL'] as const).filter(
    (v) => !isSet(env, v) || config[v] === configSchema.shape[v].parse(undefined),
  );
  if (operator.length > 0)
    add(
      operator.join(', '),
      "not set (or still the example), so the terms, privacy and copyright pages name the example company and its address; set your company's own (docs/operations.md, Legal pages)",
    );

  if (!config.METRICS_TOKEN)
    add('METRICS_TOKEN', 'not set, so anyone may read /metrics; set a bearer token of 16+ characters for the scraper');

  if (!config.SMTP_URL && !config.MAIL_DISABLED) {
    add(
      'SMTP_URL',
      'not set, so sign-up and password-reset mails only land in DATA_DIR/outbox; set the mail server, or MAIL_DISABLED=true to run without mail on purpose',
    );
  }
  if (config.SMTP_URL && config.MAIL_FROM === DEFAULT_MAIL_FROM)
    add(
      'MAIL_FROM',
      `still the default ${DEFAULT_MAIL_FROM}, which mail servers refuse; set the site's own sender address`,
    );

  const card = {
    CCBILL_FLEX_ID: config.CCBILL_FLEX_ID,
    CCBILL_CLIENT_SUBACC: config.CCBILL_CLIENT_SUBACC,
    CCBILL_SALT: config.CCBILL_SALT,
  };
  const cardGiven = Object.entries({ ...card, CCBILL_CLIENT_ACCNUM: config.CCBILL_CLIENT_ACCNUM })
    .filter(([, v]) => v)
    .map(([k]) => k);
  if (cardGiven.length > 0) {
    for (const [variable, value] of Object.entries(card)) {
      if (!value)
        add(
          variable,
          `card billing is partly configured (${cardGiven.join(', ')}) and needs it too, or the card payment is never offered`,
        );
    }
  }
  if (config.PATREON_CLIENT_ID && !config.PATREON_WEBHOOK_SECRET)
    add(
      'PATREON_WEBHOOK_SECRET',
      'Patreon sign-in is configured but its webhooks cannot be verified without the signing secret, so pledge changes never arrive',
    );
  if (config.SUBSCRIBESTAR_CLIENT_ID && !config.SUBSCRIBESTAR_WEBHOOK_SECRET) {
    add(
      'SUBSCRIBESTAR_WEBHOOK_SECRET',
      'SubscribeStar is configured but its webhooks cannot be verified without the signing secret, so subscription changes never arrive',
    );
  }
  return problems;
}

/** With NODE_ENV=production, refuses an unsafe configuration with every problem named; otherwise does nothing. */
export function checkProductionSettings(config: Config, env: Record<string, string | undefined>): void {
  if (config.NODE_ENV !== 'production') return;
  const problems = productionProblems(config, env);
  if (problems.length > 0)
    throw new ConfigError(`Refusing to start with NODE_ENV=production:\n  ${problems.join('\n  ')}`);
}
