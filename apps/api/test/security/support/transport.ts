import { StandardRPCJsonSerializer, StandardRPCSerializer } from '@orpc/client/standard';
import { EMPTY_UPDATE_MESSAGE, EMPTY_UPDATE_MESSAGE_DETAILED } from '@qc/shared/validation/fields';
import { TEST_ORIGIN, type TestContext } from '../../support/app.ts';
import { pathParams, type Procedure } from './contract-walk.ts';

export type Transport = 'REST' | 'RPC';

export type Answer = {
  status: number;
  /** The raw body; of an event stream, what it sent while it was read (nothing unless `stream` was given). */
  text: string;
  /** Whether the answer is an event stream (text/event-stream). */
  stream: boolean;
  /** The French message of an error answer, REST or RPC envelope alike. */
  message: unknown;
  /** The issue paths of a 400. */
  fields: string[];
};

const rpcSerializer = new StandardRPCSerializer(new StandardRPCJsonSerializer());

const hasFile = (value: unknown): boolean =>
  value instanceof Blob ||
  (value !== null && typeof value === 'object' && Object.values(value as Record<string, unknown>).some(hasFile));

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const MARK = '\u0001lone\u0001';

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 an attacker would send. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, MARK)).replaceAll(encodeURIComponent(MARK), '%ED%A0%80');
}

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The REST request of a procedure: path parameters from the input, the rest as query (GET) or body. */
export function restRequest(procedure: Procedure, input: unknown): { url: string; init: RequestInit } {
  const fields: Record<string, unknown> =
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? { ...(input as Record<string, unknown>) }
      : {};
  let path = procedure.path;
  for (const param of pathParams(procedure.path)) {
    const value = fields[param];
    delete fields[param];
    path = path.replace(`{${param}}`, encodeSegment(value === undefined ? '' : queryValue(value)));
  }
  const url = `/api/v1${path}`;
  if (procedure.method === 'GET') {
    const query: string[] = [];
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const items = Array.isArray(value) ? value.map((item) => [`${key}[]`, item] as const) : [[key, value] as const];
      for (const [name, item] of items) query.push(`${encodeSegment(name)}=${encodeSegment(queryValue(item))}`);
    }
    const search = query.join('&');
    return { url: search ? `${url}?${search}` : url, init: { method: 'GET' } };
  }
  if (hasFile(fields)) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      form.append(key, value instanceof Blob ? value : queryValue(value));
    }
    return { url, init: { method: procedure.method, body: form } };
  }
  const isEmpty = Object.keys(fields).length === 0 && (input === undefined || typeof input === 'object');
  return {
    url,
    init: {
      method: procedure.method,
      headers: { 'content-type': 'application/json' },
      body: isEmpty ? undefined : JSON.stringify(Array.isArray(input) || typeof input !== 'object' ? input : fields),
    },
  };
}

/** The RPC request: POST /rpc/area/proc with oRPC's own envelope ({ json, meta }, or multipart with files). */
export function rpcRequest(procedure: Procedure, input: unknown): { url: string; init: RequestInit } {
  const url = `/rpc/${procedure.name.split('.').join('/')}`;
  const serialized = rpcSerializer.serialize(input) as unknown;
  if (serialized instanceof FormData) return { url, init: { method: 'POST', body: serialized } };
  return {
    url,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(serialized) },
  };
}

/**
 * How to read an event stream, which never ends by itself: `during` runs once the stream is open (what
 * should, or should not, show on it), then the stream is read until `until` holds or `timeoutMs` passes.
 */
export type StreamReading = {
  during?: () => Promise<void>;
  until: (text: string) => boolean;
  timeoutMs: number;
};

/** The text a stream sends until `until` holds or the time is up; the stream is then closed. */
async function readStream(body: ReadableStream<Uint8Array>, reading: StreamReading): Promise<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + reading.timeoutMs;
  const reading$ = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += value;
      if (reading.until(text)) return;
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  try {
    await reading.during?.();
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
    await Promise.race([reading$, timeout]);
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** Sends a prepared request as the holder of `cookie` (none: anonymous); an event stream is read only with `stream`. */
export async function send(
  t: TestContext,
  request: { url: string; init: RequestInit },
  cookie?: string,
  stream?: StreamReading,
): Promise<Answer> {
  const headers = new Headers(request.init.headers);
  headers.set('origin', TEST_ORIGIN);
  headers.set('x-forwarded-for', t.nextIp());
  if (cookie) headers.set('cookie', cookie);
  const response = await t.app.request(request.url, { ...request.init, headers });
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = stream && response.body ? await readStream(response.body, stream) : '';
    if (!stream) await response.body?.cancel();
    return { status: response.status, text, stream: true, message: undefined, fields: [] };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  // RPC wraps its answers in { json: … }.
  const envelope = (json && typeof json === 'object' && 'json' in json ? (json as { json: unknown }).json : json) as
    { message?: unknown; data?: { issues?: { path: string }[] } } | null | undefined;
  return {
    status: response.status,
    text,
    stream: false,
    message: envelope && typeof envelope === 'object' ? envelope.message : undefined,
    fields: (envelope && typeof envelope === 'object' && envelope.data?.issues?.map((issue) => issue.path)) || [],
  };
}

export function call(
  t: TestContext,
  transport: Transport,
  procedure: Procedure,
  input: unknown,
  cookie?: string,
  stream?: StreamReading,
) {
  return send(t, transport === 'REST' ? restRequest(procedure, input) : rpcRequest(procedure, input), cookie, stream);
}

/** SPEC §5 keeps these two in English, word for word. */
const SPEC_ENGLISH = new Set<string>([EMPTY_UPDATE_MESSAGE, EMPTY_UPDATE_MESSAGE_DETAILED]);
const ENGLISH_WORDS =
  /\b(invalid|expected|received|required|must|should|malformed|error|failed|cannot|unexpected|not found|forbidden|unauthorized|bad request|internal|payload|ensure|properly|header|please|missing|too (many|large|long))\b/i;

/** A message a French user can read: not empty, none of oRPC's or Valibot's English wording. */
export function isFrench(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  return SPEC_ENGLISH.has(message) || !ENGLISH_WORDS.test(message);
}
