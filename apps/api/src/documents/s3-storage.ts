import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertStorageKey, toWebStream, type FileStorage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Scaleway, OVH, Garage…); AWS itself when null. */
  endpoint: string | null;
  /** Path-style URLs (endpoint/bucket/key): what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's default chain (environment, instance role) applies. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
};

/** 5 MiB parts (S3's smallest), two at a time: ~10 MiB of a file in memory while it uploads, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Issue 16 item 1: documents and evidence in an S3-compatible bucket, so any
 * API process serves what another received. Uploads stream from the spooled
 * file (multipart beyond one part, lib-storage); downloads stream the object's
 * body to the answer. Keys are the same opaque ids as on disk.
 */
export function createS3Storage(settings: S3Settings, overrides: Partial<S3ClientConfig> = {}): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all
    // accept the SDK's default CRC trailers on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    put: async (key, source) => {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: createReadStream(source.path),
          ContentLength: source.size,
          ContentType: 'application/octet-stream',
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted: no invisible parts left billed in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
    },
    get: async (key) => {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = object.Body;
        if (!body) return null;
        // In Node the body is the HTTP answer itself (a Readable), read as the client takes it.
        return { size: object.ContentLength ?? 0, stream: () => toWebStream(body as unknown as Readable) };
      } catch (error) {
        // A missing object only: a missing bucket (NoSuchBucket, also a 404) is a configuration error.
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
          return null;
        throw error;
      }
    },
    remove: async (key) => {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too: removing twice is harmless, like on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
