import type { HttpHandler } from 'msw';
import type { ConsoleHubPost, ContentView } from '@app/schema';
import { mockConsoleHubPosts, mockContentView, mockDashboard } from '../data/console-operations.ts';
import { mockError, mockRefusal, trpcMutation, trpcQuery } from '../trpc.ts';

const DAY = 24 * 60 * 60 * 1000;

let hubPosts: ConsoleHubPost[] | null = null;
let content: ContentView | null = null;
let created = 0;

/** Forgets the posts written and closed, and the reloads, of earlier tests. */
export function resetOperationsMock(): void {
  hubPosts = null;
  content = null;
  created = 0;
}

const posts = () => (hubPosts ??= mockConsoleHubPosts());
const contentView = () => (content ??= mockContentView(new Date(Date.now() - 3 * DAY).toISOString()));

export const handlers: HttpHandler[] = [
  trpcQuery('admin.dashboard', () => mockDashboard()),

  trpcQuery('admin.hub.list', () => posts()),
  // The server's rules for a post (services of the hub): a vote needs two options, a notice none.
  trpcMutation('admin.hub.create', ({ input }) => {
    if (!input.critical && (input.options?.length ?? 0) < 2) throw mockError('A vote needs at least two options');
    const now = Date.now();
    created += 1;
    const post: ConsoleHubPost = {
      id: `hub-new-${created}`,
      description: input.text,
      descriptionTrans: input.trans ?? {},
      options: input.options ?? [],
      tags: input.tags ?? [],
      critical: input.critical ?? false,
      createdAt: new Date(now).toISOString(),
      endTimestamp: new Date(now + Math.round(input.days * DAY)).toISOString(),
      closedAt: null,
      tally: (input.options ?? []).map(() => 0),
      voters: 0,
    };
    hubPosts = [post, ...posts()];
    return { id: post.id };
  }),
  // Closing ends the vote now: the post stays, shown as ended.
  trpcMutation('admin.hub.close', ({ input }) => {
    const post = posts().find((p) => p.id === input.id);
    if (!post) throw mockRefusal('hub.notFound', undefined, 'NOT_FOUND');
    const now = new Date().toISOString();
    const end = post.endTimestamp < now ? post.endTimestamp : now;
    hubPosts = posts().map((p) => (p.id === post.id ? { ...p, closedAt: now, endTimestamp: end } : p));
    return { ok: true as const };
  }),

  trpcQuery('admin.content.view', () => contentView()),
  // A reload of the unchanged demo pack: loaded again now, the translation gap still listed.
  trpcMutation('admin.content.reload', () => {
    const view = contentView();
    content = { ...view, pack: view.pack && { ...view.pack, loadedAt: new Date().toISOString() } };
    return { ok: true, message: `Loaded ${view.pack?.name ?? 'the pack'} ${view.pack?.version ?? ''}`.trim() };
  }),
];
