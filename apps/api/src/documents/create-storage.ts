import type { Config } from '../config.ts';
import { createDiskStorage, type FileStorage } from './storage.ts';

/**
 * The storage the configuration names (DESIGN §2 "Files", issue 16). The AWS
 * SDK is imported only when a bucket is configured: it costs ~0.3 s at start.
 */
export async function createStorage(settings: Config['storage']): Promise<FileStorage> {
  if (settings.kind === 's3') {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(settings);
  }
  return createDiskStorage(settings.dir);
}
