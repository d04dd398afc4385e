import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimitByLength } from './body-limit.ts';

function appWithLimit(maxSize: number) {
  const app = new Hono();
  app.use('*', bodyLimitByLength({ maxSize, onError: (c) => c.json({ message: 'trop grand' }, 413) }));
  app.put('*', async (c) => c.json({ length: (await c.req.text()).length }));
  return app;
}

/** A request whose Fetch `body` may not be touched (what @hono/node-server builds a web stream for). */
function untouchedBody(request: Request): Request {
  Object.defineProperty(request, 'body', {
    get() {
      throw new Error('body lu');
    },
  });
  return request;
}

describe('bodyLimitByLength (issue 33 item 2)', () => {
  it('decides from the declared length without touching the Fetch body', async () => {
    const app = appWithLimit(10);
    const accepted = untouchedBody(
      new Request('http://localhost/x', { method: 'PUT', body: '12345', headers: { 'content-length': '5' } }),
    );
    const response = await app.fetch(accepted);
    expect(response.status).toBe(200);
    const refused = untouchedBody(
      new Request('http://localhost/x', { method: 'PUT', body: '12345678901', headers: { 'content-length': '11' } }),
    );
    expect((await app.fetch(refused)).status).toBe(413);
  });

  it('counts a body sent without a length as it arrives, as Hono does', async () => {
    const app = appWithLimit(10);
    const chunked = (text: string) =>
      new Request('http://localhost/x', {
        method: 'PUT',
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    expect((await app.fetch(chunked('12345'))).status).toBe(200);
    expect((await app.fetch(chunked('12345678901'))).status).toBe(413);
  });
});
