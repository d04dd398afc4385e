import { getErrorStatus } from '@/lib/errors.ts';

/** Retries while the server is out of reach: 2 s, 4 s, 8 s, 16 s, then every 30 s (and at once when back online). */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** attempt);
}

/** The server did not answer (network down, server stopped, proxy in front of a stopped server). */
export function isUnreachable(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status === undefined || status === 0 || status === 502 || status === 503 || status === 504;
}
