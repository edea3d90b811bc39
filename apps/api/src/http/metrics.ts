import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
    chatTurns: new Counter({ name: 'chat_turns_total', help: 'Chat turns played', labelNames: ['gameType', 'mode', 'engine'], registers: [registry] }),
    modelDuration: new Histogram({
      name: 'model_request_duration_seconds',
      help: 'Language model latency',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
      registers: [registry],
    }),
    modelErrors: new Counter({ name: 'model_errors_total', help: 'Language model failures by kind', labelNames: ['kind'], registers: [registry] }),
    replyCache: new Counter({ name: 'reply_cache_total', help: 'Reply cache lookups', labelNames: ['result'], registers: [registry] }),
    payments: new Counter({ name: 'payment_events_total', help: 'Payment and platform webhook events', labelNames: ['provider', 'type', 'outcome'], registers: [registry] }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
