import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config.ts';

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Express's reading of "trust proxy" (issue 12 item 4): false trusts no hop,
 * a number trusts that many hops from the socket inwards, a list trusts the
 * addresses/subnets proxy-addr compiles, true trusts every hop (tests only).
 */
export function compileTrust(trustProxy: TrustProxy): TrustFunction {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyaddr.compile(trustProxy);
}

/**
 * The caller's IP for rate limiting, as proxy-addr computes it: walking
 * from the socket back through X-Forwarded-For, the first hop that is not a
 * trusted proxy. The left-most hops are whatever the client wrote: they
 * are never used unless every proxy in between is trusted.
 */
export function getClientIp(c: Context, trust: TrustFunction): string | null {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No socket (in-process requests in tests): the hop walk starts with an unknown address.
  }
  const request = {
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' },
    socket: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage;
  const address = proxyaddr(request, trust);
  return address || null;
}
