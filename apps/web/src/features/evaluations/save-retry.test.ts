import { ORPCError } from '@orpc/client';
import { describe, expect, it } from 'vitest';
import { isUnreachable, retryDelay } from './save-retry.ts';

describe('saving while the server is out of reach (issue 19 item 1)', () => {
  it('retries after 2, 4, 8, 16 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
  it('keeps and retries on a network failure or a gateway error, not on a refusal', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new ORPCError('SERVICE_UNAVAILABLE', { status: 503 }))).toBe(true);
    expect(isUnreachable(new ORPCError('BAD_GATEWAY', { status: 502 }))).toBe(true);
    expect(isUnreachable(new ORPCError('BAD_REQUEST', { status: 400 }))).toBe(false);
    expect(isUnreachable(new ORPCError('CONFLICT', { status: 409 }))).toBe(false);
    expect(isUnreachable(new ORPCError('FORBIDDEN', { status: 403 }))).toBe(false);
  });
});
