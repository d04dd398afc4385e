import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/documents/s3-storage.ts';

export type LocalS3 = {
  settings: S3Settings;
  directory: string;
  objectCount: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) with one bucket, in a temporary
 * folder, for the tests that run the storage through S3 (STORAGE=s3, issue 16).
 */
export async function startLocalS3(bucket = 'qc-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'qc-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    directory,
    settings: {
      bucket,
      region: 'eu-west-3',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    /** Objects stored in the bucket (s3rver keeps one `<key>._S3rver_object` file each). */
    objectCount: async () => {
      const files = await readdir(path.join(directory, bucket), { recursive: true }).catch(() => []);
      return files.filter((name) => String(name).endsWith('._S3rver_object')).length;
    },
    close: async () => {
      // The SDK keeps connections alive: close them, or close() waits for their time-out.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
