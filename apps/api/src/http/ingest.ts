import type { Context } from 'hono';
import { ERROR_MESSAGES } from '@qc/shared/errors';
import { errorBody } from './error-body.ts';

/** 1 MB: PostHog batches are far smaller; anything larger is not analytics. */
export const INGEST_MAX_BODY_BYTES = 1024 * 1024;
export const INGEST_TIMEOUT_MS = 10_000;

export const INGEST_MESSAGES = {
  methodNotAllowed: "Méthode non autorisée pour l'analytique",
  tooLarge: "La requête d'analytique dépasse la taille maximale de 1 Mo",
  timeout: "Le service d'analytique ne répond pas",
  unreachable: "Le service d'analytique est injoignable",
} as const;

/**
 * The PostHog paths a browser may call (capture, batch, feature flags,
 * session recordings, the SDK's static files and remote config). Only
 * letters, digits, '.', '_' and '-' inside a segment: no '..', no '//',
 * no '\', no '@', no ':', so the path can never name another host.
 */
const ALLOWED_PATHS = [
  /^\/(e|capture|batch|decide|flags|s|engage|track)\/?$/,
  /^\/i\/v0\/e\/?$/,
  /^\/static\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.js$/,
  /^\/array\/[A-Za-z0-9_-]+\/config(\.js)?$/,
];

/** Request headers worth forwarding; cookies, credentials and hop-by-hop headers never are. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-encoding', 'user-agent'];
/** Answer headers passed back: no Set-Cookie from a third party on our origin, no stale encoding/length. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control'];

function jsonError(c: Context, status: 404 | 405 | 413 | 502 | 504, code: string, message: string) {
  return c.json(errorBody(code, status, message), status);
}

export function isAllowedIngestPath(path: string): boolean {
  return ALLOWED_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Analytics proxy (DESIGN §2): third-party traffic through our own host.
 * The target is always the configured origin followed by an allow-listed
 * path: the caller never chooses the host (issue 12 item 3, SSRF).
 */
export function createIngestProxy(options: { posthogHost: string; timeoutMs?: number }) {
  const origin = new URL(options.posthogHost).origin;
  const timeoutMs = options.timeoutMs ?? INGEST_TIMEOUT_MS;
  return async (c: Context) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'POST') {
      return jsonError(c, 405, 'METHOD_NOT_SUPPORTED', INGEST_MESSAGES.methodNotAllowed);
    }
    // The raw path, before any decoding: '%2F', '%5C' or '%2E' make it fail the allow-list.
    const url = new URL(c.req.url);
    const rawPath = url.pathname.replace(/^\/ingest/, '');
    if (!isAllowedIngestPath(rawPath)) return jsonError(c, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
    const target = new URL(origin + rawPath + url.search);
    if (target.origin !== origin) return jsonError(c, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

    let body: ArrayBuffer | undefined;
    if (method === 'POST') {
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > INGEST_MAX_BODY_BYTES) return jsonError(c, 413, 'PAYLOAD_TOO_LARGE', INGEST_MESSAGES.tooLarge);
      const read = await readBounded(c.req.raw, INGEST_MAX_BODY_BYTES);
      if (!read) return jsonError(c, 413, 'PAYLOAD_TOO_LARGE', INGEST_MESSAGES.tooLarge);
      body = read;
    }
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method,
        headers,
        body,
        // A redirect could lead anywhere: the proxy only ever talks to the configured origin.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        return jsonError(c, 504, 'GATEWAY_TIMEOUT', INGEST_MESSAGES.timeout);
      }
      return jsonError(c, 502, 'BAD_GATEWAY', INGEST_MESSAGES.unreachable);
    }
    const answerHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) answerHeaders.set(name, value);
    }
    const status = upstream.status >= 300 && upstream.status < 400 ? 502 : upstream.status;
    if (status === 502 && upstream.status !== 502) {
      await upstream.body?.cancel();
      return jsonError(c, 502, 'BAD_GATEWAY', INGEST_MESSAGES.unreachable);
    }
    return new Response(upstream.body, { status, headers: answerHeaders });
  };
}

/** The body, or null as soon as it passes `limit` bytes (a missing or lying Content-Length included). */
async function readBounded(request: Request, limit: number): Promise<ArrayBuffer | null> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined.buffer;
}
