import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './error-body.ts';

export const MULTIPART_MALFORMED = 'Requête mal formée : le formulaire envoyé (multipart/form-data) est illisible';

/** What one upload form may carry: a few files and fields, never thousands of parts. */
const LIMITS = { files: 10, fields: 100, parts: 110, fieldSize: 1024 * 1024 };

/**
 * Issue 16: the Fetch `formData()` oRPC calls reads a whole multipart body
 * into memory (20 MB per upload in flight). This middleware parses it as it
 * arrives (busboy), writes each file part to a temporary folder and hands
 * oRPC, through the same `formData()`, Files backed by those temporary files
 * (`fs.openAsBlob`: read from disk when used). The folder is removed once the
 * answer is ready. `maxFileSize`: a larger part is cut one byte past it, so
 * the upload's own size check refuses it with its French message.
 */
export function spoolMultipart(options: {
  maxFileSize: number;
  /** The answer to a part whose headers cannot be read: in practice a file name with control characters. */
  badPartHeader: { field: string; message: string };
  directory?: string;
}): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    // The type first: reading `body` builds the Fetch request over a stream of the socket (http/body-limit.ts).
    if (!/^multipart\/form-data/i.test(contentType)) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const dir = await mkdtemp(path.join(options.directory ?? tmpdir(), 'qc-multipart-'));
    try {
      let form: FormData;
      try {
        form = await parseToDisk(body, contentType, dir, options.maxFileSize);
      } catch (error) {
        // busboy refuses a header holding NUL or another control character, which
        // only a file name can carry here: answered like the schema's own check.
        if (error instanceof Error && error.message === 'Malformed part header') {
          const { field, message } = options.badPartHeader;
          const data = { issues: [{ path: field, message }], fieldErrors: { [field]: message } };
          return c.json(errorBody('BAD_REQUEST', 400, message, data), 400);
        }
        return c.json(errorBody('BAD_REQUEST', 400, MULTIPART_MALFORMED), 400);
      }
      Object.defineProperty(c.req.raw, 'formData', { value: async () => form, configurable: true });
      await next();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

async function parseToDisk(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  maxFileSize: number,
): Promise<FormData> {
  const parser = busboy({
    headers: { 'content-type': contentType },
    // Browsers send file names as raw UTF-8 (« Règlement.pdf »).
    defParamCharset: 'utf8',
    // The name as sent: the upload's own check refuses path separators in French (busboy would cut them off).
    preservePath: true,
    limits: { ...LIMITS, fileSize: maxFileSize + 1 },
  });
  // Entries kept in the order they came, whatever order their files finish writing in.
  const entries: Array<Promise<[string, string | Blob, string?]>> = [];
  let index = 0;
  parser.on('field', (name, value) => entries.push(Promise.resolve([name, value])));
  parser.on('file', (name, stream, info) => {
    const file = path.join(dir, String(index++));
    entries.push(
      pipeline(stream, createWriteStream(file)).then(
        async () => [name, await openAsBlob(file, { type: info.mimeType }), info.filename ?? 'blob'] as const,
      ) as Promise<[string, Blob, string]>,
    );
  });
  let failed: Error | null = null;
  const limitReached = () => (failed ??= new Error('multipart limits'));
  parser.on('partsLimit', limitReached);
  parser.on('filesLimit', limitReached);
  parser.on('fieldsLimit', limitReached);
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser);
  const settled = await Promise.all(entries);
  if (failed) throw failed;
  const form = new FormData();
  for (const [name, value, fileName] of settled) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  return form;
}
