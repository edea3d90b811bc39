/** Spec §9: the feed loads 20 posts on a reload, then 5 per update. */
export const FEED_RELOAD_SIZE = 20;
export const FEED_UPDATE_SIZE = 5;
/** The next page is asked for within 500 px of the bottom, at most once per 2 s. */
export const FEED_LOAD_DISTANCE_PX = 500;
export const FEED_LOAD_INTERVAL_MS = 2_000;

/** The page request for a feed that already shows `loaded` posts (page numbers count in page sizes). */
export function feedPageRequest(loaded: number): { page: number; pageSize: number } {
  if (loaded <= 0) return { page: 1, pageSize: FEED_RELOAD_SIZE };
  return { page: Math.floor(loaded / FEED_UPDATE_SIZE) + 1, pageSize: FEED_UPDATE_SIZE };
}

/** How many posts are loaded after these pages, or undefined when the last page came back short (the end). */
export function nextFeedOffset(pages: readonly (readonly unknown[])[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.length, 0);
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const asked = feedPageRequest(loaded - last.length).pageSize;
  return last.length < asked ? undefined : loaded;
}
