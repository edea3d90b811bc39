import type { HttpHandler } from 'msw';
import { MAX_OPEN_REPORTS, type MyReport } from '@app/schema';
import { requestPlayer } from '../data/social.ts';
import { mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

/** Reports by player, newest first (the server's Report rows of kind "player"). */
const reports = new Map<string, MyReport[]>();

export const handlers: HttpHandler[] = [
  trpcMutation('report.create', ({ input, request }) => {
    const mine = reports.get(requestPlayer(request).id) ?? [];
    if (mine.filter((r) => r.status === 'open').length >= MAX_OPEN_REPORTS)
      throw mockRefusal('report.tooManyOpen', 'rate', 'TOO_MANY_REQUESTS');
    const report: MyReport = {
      id: `report-${Date.now().toString(36)}-${mine.length}`,
      target: input.target,
      itemId: input.id,
      reason: input.reason,
      status: 'open',
      createdAt: new Date().toISOString(),
      resolvedAt: null,
    };
    reports.set(requestPlayer(request).id, [report, ...mine]);
    return { id: report.id };
  }),
  trpcQuery('report.mine', ({ request }) => reports.get(requestPlayer(request).id) ?? []),
];
