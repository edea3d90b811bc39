import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services.ts';
import { bearerToken } from '../request.ts';
import { currentPlayer } from '../services/accounts/current-player.ts';
import type { Player } from '../services/players.ts';

const queryText = (req: FastifyRequest, name: string): string | undefined => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v.length <= 4096 ? v : undefined;
};
export { queryText };

/** The player of a request by its bearer header (never a token in the address). */
export async function playerOfRequest(app: AppServices, req: FastifyRequest): Promise<Player | null> {
  return currentPlayer(app, await app.tokens.check(bearerToken(req.headers.authorization)));
}

/** The player named by an OAuth `state` (the current token, or the word null). */
export async function playerOfState(app: AppServices, state: string | null | undefined): Promise<Player | null> {
  if (!state || state === 'null' || state === 'undefined') return null;
  return currentPlayer(app, await app.tokens.check(state));
}

/** A CIDR allow-list ("64.38.212.0/24", single addresses too), IPv4-mapped IPv6 addresses included. */
export function allowList(entries: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const plain = ip.replace(/^::ffff:/i, '');
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
