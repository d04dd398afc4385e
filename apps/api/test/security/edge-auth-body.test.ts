import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../support/app.ts';
import { createEdgeApp } from './edge-support.ts';

// Issue 12 item 9: /api/auth/* is unauthenticated; it must not read a large body.

const TOO_LARGE = 'La requête dépasse la taille maximale autorisée (64 Ko)';

let edge: Awaited<ReturnType<typeof createEdgeApp>>;
let base: string;

beforeAll(async () => {
  edge = await createEdgeApp();
  base = await edge.listen();
});
afterAll(() => edge?.close());

/** POSTs `size` bytes of JSON in chunks, without Content-Length (chunked), as a client that lies would. */
function postChunked(path: string, size: number): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, ' ');
    req.write('{"email":"a@b.fr","otp":"');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    pump();
  });
}

describe('auth body size', () => {
  it('refuses a body over 64 kB with a French 413, declared or streamed', async () => {
    const declared = await edge.app.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'a@b.fr', otp: 'x'.repeat(100 * 1024) }),
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe(TOO_LARGE);

    const startedAt = performance.now();
    const streamed = await postChunked('/api/auth/sign-in/email-otp', 20 * 1024 * 1024);
    console.info(
      `20 MB chunked body to /api/auth: ${streamed.status} in ${(performance.now() - startedAt).toFixed(0)} ms`,
    );
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).message).toBe(TOO_LARGE);
  });

  it('still answers a normal sign-in request', async () => {
    const response = await edge.app.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'personne@nulle-part.fr', type: 'sign-in' }),
    });
    expect(response.status).toBe(200);
  });
});
