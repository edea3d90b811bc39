import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from './config.ts';

/** Prometheus metrics of one process, served at /metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    chatTurns: new Counter({
      name: 'chat_turns_total',
      help: 'Chat turns played',
      labelNames: ['gameType', 'mode', 'engine'],
      registers: [registry],
    }),
    modelDuration: new Histogram({
      name: 'model_request_duration_seconds',
      help: 'Language model latency',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
      registers: [registry],
    }),
    modelErrors: new Counter({
      name: 'model_errors_total',
      help: 'Language model failures by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    modelTokens: new Counter({
      name: 'model_tokens_total',
      help: 'Language model tokens by player tier and kind (prompt, completion)',
      labelNames: ['tier', 'kind'],
      registers: [registry],
    }),
    replyCache: new Counter({
      name: 'reply_cache_total',
      help: 'Reply cache lookups',
      labelNames: ['result'],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'job_runs_total',
      help: 'Background job runs by job and outcome (completed, failed: a failed mail is retried)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Background job run time',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
      registers: [registry],
    }),
    jobRowsRemoved: new Counter({
      name: 'job_rows_removed_total',
      help: 'Rows the pruning jobs deleted',
      labelNames: ['job'],
      registers: [registry],
    }),
    mailsGivenUp: new Counter({
      name: 'mails_given_up_total',
      help: 'Mails not delivered after every retry',
      registers: [registry],
    }),
    payments: new Counter({
      name: 'payment_events_total',
      help: 'Payment and platform webhook events',
      labelNames: ['provider', 'type', 'outcome'],
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

export interface MetricsAccess {
  token?: string;
  hosts?: BlockList;
}

/** Who may read /metrics: METRICS_TOKEN (a bearer token) and/or METRICS_HOSTS (addresses or CIDR ranges); open when neither is set. */
export function metricsAccessOf(config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_HOSTS'>): MetricsAccess {
  const access: MetricsAccess = {};
  if (config.METRICS_TOKEN) access.token = config.METRICS_TOKEN;
  if (config.METRICS_HOSTS.length > 0) {
    const hosts = new BlockList();
    for (const entry of config.METRICS_HOSTS) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) hosts.addAddress(address, family);
      else hosts.addSubnet(address, Number(bits), family);
    }
    access.hosts = hosts;
  }
  return access;
}

const sameSecret = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/** Why a request may not read /metrics, or undefined when it may. */
export function metricsRefusal(
  access: MetricsAccess,
  req: { ip: string; headers: Record<string, string | string[] | undefined> },
) {
  if (access.hosts) {
    const ip = req.ip.replace(/^::ffff:(?=\d+\.)/i, '');
    if (!access.hosts.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4'))
      return { status: 403, error: 'Metrics are not available from this address' };
  }
  if (access.token) {
    const header = req.headers.authorization;
    const given = /^Bearer\s+(\S+)$/i.exec(typeof header === 'string' ? header : '')?.[1];
    if (!given || !sameSecret(given, access.token))
      return {
        status: 401,
        error: 'A metrics token is required',
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      };
  }
  return undefined;
}
