import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import type { Config } from '../config.ts';
import type { RequestInfo } from '../request.ts';

const header = (req: RequestInfo, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

function isPrivate(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const first = v4.indexOf('.');
    const a = Number(v4.slice(0, first));
    const b = Number(v4.slice(first + 1, v4.indexOf('.', first + 1)));
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      a === 0
    );
  }
  return ip === '::1' || ip.startsWith('fc') || ip.startsWith('fd') || ip.startsWith('fe80');
}

type GeoLookup = (ip: string) => { country: string; region: string } | null;
let geoip: GeoLookup | undefined;
/** geoip-lite holds its data in memory: loaded on first use only. */
function lookup(ip: string) {
  if (!geoip) {
    const lib = createRequire(import.meta.url)('geoip-lite') as { lookup: GeoLookup };
    geoip = (addr) => lib.lookup(addr);
  }
  return geoip(ip);
}

/**
 * Where a request comes from, as ISO codes: "US-TX", "GB", or null when unknown.
 * CDN headers when configured and passed on by a trusted proxy, else the bundled GeoIP data of the
 * client address (`req.ip`, which the trusted proxies vouch for); loopback and private
 * addresses are unrestricted, except for the x-test-region header in test configuration.
 */
export function regionOf(config: Config, req: RequestInfo): string | null {
  // A request's region is asked for more than once (the media gate's hook, then the call's own gate).
  const known = (req as Located)[REGION];
  if (known?.config === config) return known.region;
  const region = locate(config, req);
  (req as Located)[REGION] = { config, region };
  return region;
}

/** Kept on the request's info itself (a WeakMap entry per request costs the collector more). */
const REGION = Symbol('region');
type Located = RequestInfo & { [REGION]?: { config: Config; region: string | null } };

function locate(config: Config, req: RequestInfo): string | null {
  if (config.GEO_TEST_HEADER) {
    const test = header(req, 'x-test-region');
    if (test) return test.toUpperCase();
  }
  // A CDN's location headers count only when a trusted proxy passed them on: anyone can write them.
  const cdn = req.viaTrustedProxy === true;
  if (cdn && config.GEO_HEADERS === 'cloudflare') {
    const c = header(req, 'cf-ipcountry');
    const r = header(req, 'cf-region-code');
    if (c) return r ? `${c}-${r}`.toUpperCase() : c.toUpperCase();
  }
  if (cdn && config.GEO_HEADERS === 'vercel') {
    const c = header(req, 'x-vercel-ip-country');
    const r = header(req, 'x-vercel-ip-country-region');
    if (c) return r ? `${c}-${r}`.toUpperCase() : c.toUpperCase();
  }
  if (!req.ip || isPrivate(req.ip)) return null;
  const hit = lookup(req.ip.replace(/^::ffff:/, ''));
  if (!hit) return null;
  return hit.region ? `${hit.country}-${hit.region}` : hit.country;
}

/**
 * A region is restricted when it or its country is on the configured list. A bare country code (the
 * lookup found the country but not the region) is restricted when any region of that country is on
 * the list: the law of the visitor's state cannot be ruled out, so the gate fails closed.
 */
export function isRestricted(config: Config, region: string | null): boolean {
  if (!region) return false;
  const country = region.split('-')[0]!;
  const list = config.RESTRICTED_REGIONS;
  if (list.includes(region) || list.includes(country)) return true;
  return region === country && list.some((r) => r.startsWith(`${country}-`));
}

/** The location-law gate: in a restricted region only a signed-in player with a live paid tier passes. */
export function locationRefuses(
  config: Config,
  req: RequestInfo,
  player: { loggedIn: boolean; tier: number } | null,
): boolean {
  return isRestricted(config, regionOf(config, req)) && !(player?.loggedIn && player.tier >= 1);
}

/** Whether the location of a request comes from the connecting address only (no CDN headers, no proxy trust). */
export const locatesBySocket = (config: Config) => config.GEO_HEADERS === 'none' && config.TRUST_PROXY === false;

/** A request that came through a proxy the server does not trust: every visitor then has the proxy's (private) address. */
export const looksProxied = (req: RequestInfo) => req.headers['x-forwarded-for'] !== undefined && isPrivate(req.ip);
