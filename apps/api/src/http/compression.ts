import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Below this an answer is sent as is: the headers would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Answers up to this size are read whole and compressed in one call on libuv's thread pool
 * (cheaper than a stream for the JSON of a list); bigger ones are compressed as they stream,
 * so memory stays bounded whatever their size.
 */
const BUFFERED_LIMIT = 1024 * 1024;
/**
 * Dynamic answers: brotli quality 4 and gzip level 6. Measured on a 26 kB page of 50
 * establishments (ADR 031): quality 5 took 1.1 ms for 1,246 bytes, quality 4 0.5 ms for 1,434
 * bytes (gzip 6: 0.3 ms, 1,644 bytes) — half the CPU for 15 % more bytes of an already 18×
 * smaller answer. Quality 11 is kept for the static files compressed once at build time
 * (apps/web/vite.config.ts).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/**
 * Never compressed: live updates (`text/event-stream`, which hono's list already leaves out: a
 * compressor would hold events back until its buffer fills) and the auth routes, whose answers
 * are small and are where secrets would live (no length for a BREACH-style probe to measure).
 */
const EXCLUDED_PATHS = ['/api/auth/'];

/** `br` when the client accepts it, else `gzip`, else nothing (RFC 9110 §12.5.3, q=0 refuses). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*') ?? 0;
  const br = q.get('br') ?? wildcard;
  const gzip = q.get('gzip') ?? wildcard;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipCompress(body, { level: GZIP_LEVEL });
}

function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.createGzip({ level: GZIP_LEVEL });
}

/** The chunks already read, then the rest of the body, through a streaming compressor. */
function compressStream(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  async function* chunks() {
    try {
      yield* head;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      // The client went away (or the compressor failed): stop the producer too.
      reader.cancel().catch(() => undefined);
    }
  }
  const compressor = createCompressor(encoding);
  // pipeline tears both ends down when either fails or the client cancels (no leak, no hang).
  pipeline(Readable.from(chunks(), { objectMode: false }), compressor, () => undefined);
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}

/**
 * The body of @hono/node-server's lightweight Response (what `new Response(string)` is under
 * `serve`), read without turning it into a ReadableStream: it keeps `[status, body, headers]`
 * under a private symbol until something reads `.body`, and answers such a response with one
 * `end(body)`. Reading `.body` instead built a web stream, an undici Response and a chunked
 * answer for every request: 40 % of /healthz's CPU in the profile of ADR 031. `undefined` when
 * the answer is not such a response (tests' `app.request`, streams, files): the stream path.
 */
export function peekBody(res: Response): string | Uint8Array | null | undefined {
  for (const symbol of Object.getOwnPropertySymbols(res)) {
    if (symbol.description !== 'cache') continue;
    const cache = (res as unknown as Record<symbol, unknown>)[symbol];
    if (!Array.isArray(cache)) return undefined;
    const body: unknown = cache[1];
    return typeof body === 'string' || body instanceof Uint8Array || body === null ? body : undefined;
  }
  return undefined;
}

/** Replaces the answer without Hono copying the old one (its setter reads `.body`, which builds a stream). */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Issue 13: every text answer (JSON, HTML, JS, CSS, SVG, XML, CSV, the OpenAPI document) is sent
 * with brotli when the client accepts `br`, else gzip, from 1 kB up. Left as is: event streams,
 * binary types (PDF, images, archives, XLSX: compressed already, not in hono's list of
 * compressible types), multipart file answers, answers that already have a Content-Encoding
 * (the precompressed static files), ranges, `no-transform` and HEAD. Compression runs on libuv's
 * thread pool, never on the event loop.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (EXCLUDED_PATHS.some((prefix) => c.req.path.startsWith(prefix))) return;

    // The answer depends on Accept-Encoding from here on, compressed or not (caches must know).
    const vary = res.headers.get('vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }

    const known = peekBody(res);
    if (
      c.req.method === 'HEAD' ||
      known === null ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      res.headers.has('content-range') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const declaredLength = res.headers.get('content-length');
    if (declaredLength !== null && Number(declaredLength) < COMPRESSION_THRESHOLD) return;
    if (typeof known === 'string' || known instanceof Uint8Array) {
      // Small answers (/healthz, an error, one record) leave untouched, on the one-write path.
      const length = typeof known === 'string' ? Buffer.byteLength(known) : known.byteLength;
      if (length < COMPRESSION_THRESHOLD) return;
      const encoding = chooseEncoding(c.req.header('accept-encoding'));
      if (!encoding) return;
      const compressed = await compressBuffer(typeof known === 'string' ? Buffer.from(known) : known, encoding);
      const headers = new Headers(res.headers);
      headers.delete('content-length');
      headers.set('content-encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
      replaceResponse(c, new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers }));
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;

    // Read what is already there, up to the buffered limit: most answers end within it.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let length = 0;
    let done = false;
    while (length < BUFFERED_LIMIT) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        break;
      }
      head.push(chunk.value);
      length += chunk.value.byteLength;
    }

    let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
    if (done) {
      const whole = concat(head, length) as Uint8Array<ArrayBuffer>;
      if (length < COMPRESSION_THRESHOLD) {
        c.res = new Response(whole, res);
        return;
      }
      body = (await compressBuffer(whole, encoding)) as Uint8Array<ArrayBuffer>;
    } else {
      body = compressStream(head, reader, encoding);
    }
    // Hono copies the previous answer's headers onto the new one: adjust them after assigning.
    c.res = new Response(body, res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
