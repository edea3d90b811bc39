import proxyAddr from '@fastify/proxy-addr';
import type { Config, TrustProxy } from '../config.ts';

/** Whether the address `hop` steps from our socket (0: the connecting peer) is a proxy we trust. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust rule behind `req.ip`: the client is the right-most address of the chain that no trusted
 * proxy stands at. A hop count trusts that many addresses nearest to us (only safe when the server
 * cannot be reached but through them); an address list trusts exactly those peers. Fastify's own
 * number form trusts nothing in this version, so both forms become a function.
 */
export function trustFunction(trust: TrustProxy): TrustFunction | undefined {
  if (trust === false) return undefined;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

export const trustOf = (config: Config) => trustFunction(config.TRUST_PROXY);
