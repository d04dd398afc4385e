import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP for rate limiting: the socket's address, or the first
 * X-Forwarded-For hop when TRUST_PROXY says a proxy sets it.
 */
export function getClientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No socket (in-process requests in tests).
    return null;
  }
}
