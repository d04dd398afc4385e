import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type SpooledFile = { path: string; size: number; sha256: string; remove: () => Promise<void> };

/**
 * Issue 16: an upload is written to a temporary file chunk by chunk, hashed
 * and counted on the way, so its type can be checked (an Office file's ZIP
 * directory is at its end) and its bytes streamed to the storage without
 * ever holding the whole file in memory. The caller removes it.
 */
export async function spoolToDisk(source: Blob, directory = tmpdir()): Promise<SpooledFile> {
  const dir = await mkdtemp(path.join(directory, 'qc-upload-'));
  const file = path.join(dir, 'file');
  const remove = () => rm(dir, { recursive: true, force: true });
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      Readable.fromWeb(source.stream() as NodeReadableStream<Uint8Array>),
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      }),
      createWriteStream(file),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: file, size, sha256: hash.digest('hex'), remove };
}
