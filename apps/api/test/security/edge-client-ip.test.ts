import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config.ts';
import { TEST_ORIGIN } from '../support/app.ts';
import { createEdgeApp } from './edge-support.ts';

// Issue 12 item 4: behind TRUST_PROXY=1 the client address is the right-most
// untrusted hop, so a forged X-Forwarded-For never buys a fresh rate limit.

let edge: Awaited<ReturnType<typeof createEdgeApp>>;
let base: string;

beforeAll(async () => {
  edge = await createEdgeApp({ config: { trustProxy: parseTrustProxy('1') } });
  base = await edge.listen();
});
afterAll(() => edge?.close());

async function sendCode(email: string, forwardedFor: string) {
  const response = await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, type: 'sign-in' }),
  });
  return response.status;
}

describe('client address behind one trusted proxy', () => {
  it('keys the rate limit on the hop the proxy saw, whatever the client puts before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The attacker forges a new left-most hop each time; the proxy appends the real address.
      statuses.push(await sendCode(`personne-${i}@nulle-part.fr`, `198.51.100.${i}, 203.0.113.7`));
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is not affected.
    expect(await sendCode('autre@nulle-part.fr', '203.0.113.8')).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a number of hops, addresses, subnets or names, and refuses anything else in French', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
