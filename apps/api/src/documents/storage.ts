import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * DESIGN §2 "Files": one storage interface; local disk under DATA_DIR/files
 * by default, an S3-compatible bucket when S3_BUCKET is set (s3-storage.ts).
 * Keys are opaque ids chosen by the server, never user input.
 *
 * Issue 16: bytes are streamed both ways. An upload reaches `put` as a local
 * file (the request spooled to disk while its type was checked), a download
 * leaves `get` as a stream opened on demand: no file is ever held whole in memory.
 */
export type StoredFile = {
  size: number;
  /** Opens the bytes; called at most once, when the answer is written. */
  stream: () => ReadableStream<Uint8Array>;
};

export type FileStorage = {
  kind: 'disk' | 's3' | 'memory';
  /** Copies the local file at `source` (left in place: the caller removes it) under `key`. */
  put: (key: string, source: { path: string; size: number }) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  remove: (key: string) => Promise<void>;
};

export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Clé de fichier invalide : ${key}`);
}

/**
 * A Node stream as a Web stream read on demand: each pull reads one chunk, so a
 * slow client holds the file back instead of having it queued in memory
 * (Node 20's Readable.toWeb reads ahead without waiting for the reader).
 */
export function toWebStream(readable: Readable): ReadableStream<Uint8Array> {
  const chunks = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        readable.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

export function createDiskStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    // Two levels of folders keep directories small.
    return path.join(rootDir, key.slice(0, 2), key);
  };
  return {
    kind: 'disk',
    put: async (key, source) => {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Copied (the spool may sit on another file system) then renamed:
      // a crash never leaves half a file under the final name.
      await copyFile(source.path, `${file}.tmp`);
      await rename(`${file}.tmp`, file);
    },
    get: async (key) => {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { size, stream: () => toWebStream(createReadStream(file)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Tests only: the bytes in a map. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    put: async (key, source) => {
      assertStorageKey(key);
      files.set(key, new Uint8Array(await readFile(source.path)));
    },
    get: async (key) => {
      const data = files.get(key);
      if (!data) return null;
      return { size: data.byteLength, stream: () => new Blob([data]).stream() };
    },
    remove: async (key) => void files.delete(key),
  };
}
