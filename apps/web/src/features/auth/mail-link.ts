import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/*
 * Links in mails carry their secret in the fragment (`/password-reset#secret=…&userId=…`), which browsers
 * never send to a server: no access log, proxy or `Referer` sees it. Links sent before carried it in the
 * query, so pages read both. Either way the page takes the values out of the address bar at once, so no
 * history entry, bookmark, shared or screen-captured address keeps them.
 */

/** The fragment's and the query's parameters, the fragment first. */
export function mailLinkSources(search: string, hash: string): URLSearchParams[] {
  return [new URLSearchParams(hash.replace(/^#/, '')), new URLSearchParams(search)];
}

/** `search` and `hash` without `keys`, or null when neither holds any of them. */
export function stripKeys(
  search: string,
  hash: string,
  keys: readonly string[],
): { search: string; hash: string } | null {
  const strip = (text: string, mark: '?' | '#') => {
    const params = new URLSearchParams(text.replace(/^[?#]/, ''));
    if (!keys.some((key) => params.has(key))) return null;
    for (const key of keys) params.delete(key);
    const rest = params.toString();
    return rest ? `${mark}${rest}` : '';
  };
  const nextSearch = strip(search, '?');
  const nextHash = strip(hash, '#');
  if (nextSearch === null && nextHash === null) return null;
  return { search: nextSearch ?? search, hash: nextHash ?? hash };
}

/** Takes `keys` out of the browser's address bar (query and fragment): no navigation, no new history entry. */
export function removeFromAddress(keys: readonly string[]): void {
  const { pathname, search, hash } = window.location;
  const stripped = stripKeys(search, hash, keys);
  if (stripped) window.history.replaceState(window.history.state, '', `${pathname}${stripped.search}${stripped.hash}`);
}

/**
 * A mail link's values, read once when the page first renders; `keys` leave the address bar in that same
 * render, before anything else happens, and the router's own location follows (so a later redirect, such
 * as the language prefix, cannot copy them back).
 */
export function useMailLink<T>(read: (search: string, hash: string) => T | null, keys: readonly string[]): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => {
    const found = read(location.search, location.hash);
    removeFromAddress(keys);
    return found;
  });
  const stripped = stripKeys(location.search, location.hash, keys);
  const target = stripped ? `${location.pathname}${stripped.search}${stripped.hash}` : null;
  useEffect(() => {
    if (target !== null)
      void navigate(target, { replace: true, state: location.state as unknown, preventScrollReset: true });
  }, [target, navigate, location.state]);
  return link;
}
