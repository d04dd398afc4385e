import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DESIGN §2 "Files": one storage interface; local disk under DATA_DIR/files
 * by default. Keys are opaque ids chosen by the server, never user input.
 */
export type FileStorage = {
  put: (key: string, data: Uint8Array) => Promise<void>;
  get: (key: string) => Promise<Uint8Array | null>;
  remove: (key: string) => Promise<void>;
};

export function createDiskStorage(rootDir: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[a-z0-9-]+$/.test(key)) throw new Error(`Clé de fichier invalide : ${key}`);
    // Two levels of folders keep directories small.
    return path.join(rootDir, key.slice(0, 2), key);
  };
  return {
    put: async (key, data) => {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, data);
      // Written then renamed: a crash never leaves half a file under the final name.
      await rename(`${file}.tmp`, file);
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
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

export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, data) => void files.set(key, data),
    get: async (key) => files.get(key) ?? null,
    remove: async (key) => void files.delete(key),
  };
}
