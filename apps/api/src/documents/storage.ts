import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

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
  /**
   * Every stored key with when it was written, for the start-up sweep of
   * files no row references (issue 34 item 11, sweep-orphans.ts).
   */
  list: () => AsyncIterable<StoredKey>;
};

export type StoredKey = { key: string; modifiedAt: Date };

export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Clé de fichier invalide : ${key}`);
}

/**
 * A Node stream as the Web stream a Fetch Response reads. Readable.toWeb
 * reads a few chunks ahead of the reader, not more (measured on Node 20.20:
 * 192 KiB of a 19 MiB file while the client waits): a slow client holds the
 * file back. streaming.test.ts counts it.
 */
export function toWebStream(readable: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(readable) as unknown as ReadableStream<Uint8Array>;
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
    list: async function* () {
      const folders = await readdir(rootDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(rootDir, folder.name))) {
          // A `.tmp` is a copy under way (or one a crash interrupted): never a key.
          if (!/^[a-z0-9-]+$/.test(name)) continue;
          const file = await stat(path.join(rootDir, folder.name, name)).catch(() => null);
          if (file?.isFile()) yield { key: name, modifiedAt: file.mtime };
        }
      }
    },
  };
}

/** Tests only: the bytes in a map. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  const writtenAt = new Map<string, Date>();
  return {
    kind: 'memory',
    put: async (key, source) => {
      assertStorageKey(key);
      files.set(key, new Uint8Array(await readFile(source.path)));
      writtenAt.set(key, new Date());
    },
    get: async (key) => {
      const data = files.get(key);
      if (!data) return null;
      return { size: data.byteLength, stream: () => new Blob([data]).stream() };
    },
    remove: async (key) => {
      files.delete(key);
      writtenAt.delete(key);
    },
    list: async function* () {
      for (const [key, modifiedAt] of [...writtenAt]) yield { key, modifiedAt };
    },
  };
}
