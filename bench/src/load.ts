import autocannon from 'autocannon';
import { recordAnswer, requestOf, type BenchContext, type Scenario } from './scenarios.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives `url` with autocannon for one scenario; each request takes the next player's token. */
export async function drive(
  url: string,
  scenario: Scenario,
  ctx: BenchContext,
  connections: number,
  seconds: number,
  overallRate?: number,
): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: scenario.method,
        setupRequest: (req) => ({ ...req, ...requestOf(scenario, ctx, i++) }),
      },
    ],
  });
  // autocannon stops with `connections` requests still in the server; they finish after it returns (a login's
  // hash, a turn's write) and would take CPU from the next server driven. One more request, answered after
  // them on a server that queues its work, waits them out.
  await recordAnswer(url, scenario, ctx).catch(() => undefined);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
