import { CircuitBreaker } from './breaker.ts';
import {
  completionOf,
  createModelClient,
  ModelError,
  type ChatTurnMessage,
  type CallOptions,
  type CompletionStream,
  type ModelClient,
  type ModelEndpoint,
} from './client.ts';

export interface ModelRoutes {
  /** Per tier (0-3): the endpoints tried in order, the first that is not skipped answering. */
  tiers: ModelEndpoint[][];
  /** The whole call (every endpoint tried) gives up after this. */
  turnMs: number;
  breaker: { failures: number; cooldownMs: number };
  now?: () => number;
}

interface Route {
  client: ModelClient;
  breaker: CircuitBreaker;
  name: string;
}

/**
 * The model as the game sees it: the player's tier picks its endpoints (its own model, then the
 * fallback model); an endpoint whose breaker is open is skipped without a request, so a dead model
 * costs nothing once its breaker opened. When every endpoint fails the scripted engine answers.
 */
export function createModelRouter(routes: ModelRoutes): ModelClient {
  const byName = new Map<string, Route>();
  const routeOf = (endpoint: ModelEndpoint): Route => {
    let route = byName.get(endpoint.name);
    if (!route) {
      route = {
        name: endpoint.name,
        client: createModelClient(endpoint),
        breaker: new CircuitBreaker(routes.breaker.failures, routes.breaker.cooldownMs, routes.now),
      };
      byName.set(endpoint.name, route);
    }
    return route;
  };
  const tiers = routes.tiers.map((endpoints) => endpoints.map(routeOf));
  const now = routes.now ?? Date.now;

  async function* stream(messages: ChatTurnMessage[], opts: CallOptions = {}): CompletionStream {
    const chain = tiers[Math.min(Math.max(opts.tier ?? 0, 0), tiers.length - 1)] ?? [];
    const end = now() + Math.min(routes.turnMs, opts.deadlineMs ?? Number.POSITIVE_INFINITY);
    let last = new ModelError('open', 'every model endpoint is skipped for now');
    for (const route of chain) {
      const left = end - now();
      if (left <= 0) throw new ModelError('timeout', `No answer within the turn's ${routes.turnMs} ms`);
      if (!route.breaker.allow()) continue;
      let started = false;
      try {
        const it = route.client.stream(messages, { ...opts, deadlineMs: left });
        for (;;) {
          const next = await it.next();
          if (next.done) {
            route.breaker.succeeded();
            return next.value;
          }
          started = true;
          yield next.value;
        }
      } catch (error) {
        const failure = error instanceof ModelError ? error : new ModelError('network', (error as Error).message);
        // an answer that is not the JSON asked for is the model's words, not a dead endpoint
        if (failure.kind === 'invalid') route.breaker.succeeded();
        else route.breaker.failed(failure.retryAfterMs);
        // deltas already given out cannot be taken back: only a failure before the first one falls back
        if (started) throw failure;
        last = failure;
      }
    }
    throw last;
  }

  return { stream, complete: (messages, opts) => completionOf(stream(messages, opts)) };
}
