import type { Config } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';

/** The storage the configuration names (DESIGN §2 "Files", issue 16). */
export function createStorage(settings: Config['storage']): FileStorage {
  if (settings.kind === 's3') return createS3Storage(settings);
  return createDiskStorage(settings.dir);
}
