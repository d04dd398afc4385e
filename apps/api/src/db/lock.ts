import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process (DESIGN §2): a second process on the same DATA_DIR
 * must refuse to start with a clear message rather than corrupt the database.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockFile, 'utf8').trim());
      if (ownerPid && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new Error(
          `La base embarquée ${dataDir} est déjà utilisée par le processus ${ownerPid}. ` +
            'Arrêtez-le, choisissez un autre DATA_DIR ou utilisez DATABASE_URL (PostgreSQL).',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${dataDir}`);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
