import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStorage } from '../src/config.ts';
import { createS3Storage } from '../src/documents/s3-storage.ts';
import type { FileStorage } from '../src/documents/storage.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * Issue 16 item 1: documents through an S3-compatible bucket (a local s3rver
 * started here), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The
 * other document and evidence suites run against it with STORAGE=s3.
 */
let t: TestContext;
let tenants: Tenants;
let director: string;
let scratch: string;

beforeAll(async () => {
  t = await createTestContext({ storage: 's3' });
  tenants = await createTenants(t.db);
  director = await t.signIn(tenants.users.directorA.email);
  scratch = await mkdtemp(path.join(tmpdir(), 'qc-s3-test-'));
});
afterAll(async () => {
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const documentsPath = () => `/api/v1/establishments/${tenants.establishmentA1.id}/documents`;

async function upload(file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  body.append('type', 'AUTRE');
  const response = await t.app.request(documentsPath(), {
    method: 'POST',
    body,
    headers: { cookie: director, origin: TEST_ORIGIN },
  });
  return { status: response.status, body: (await response.json()) as { id: string; size: number; sha256: string } };
}

describe('documents in an S3 bucket', () => {
  it('uploads to the bucket, downloads from it and deletes from it', async () => {
    const before = await t.s3!.objectCount();
    const created = await upload(new Blob(['%PDF-1.7\nCompte rendu\n%%EOF']), 'compte-rendu.pdf');
    expect(created.status).toBe(201);
    expect(await t.s3!.objectCount()).toBe(before + 1);

    const download = await t.app.request(`/api/v1/documents/${created.body.id}/download`, {
      headers: { cookie: director },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(created.body.size));
    expect(await download.text()).toBe('%PDF-1.7\nCompte rendu\n%%EOF');

    const removed = await t.request('DELETE', `/api/v1/documents/${created.body.id}`, { cookie: director });
    expect(removed.status).toBe(204);
    expect(await t.s3!.objectCount()).toBe(before);
    const gone = await t.request('GET', `/api/v1/documents/${created.body.id}/download`, { cookie: director });
    expect(gone.status).toBe(404);
  });

  it('stores a 19 MB file in parts and gives it back byte for byte', async () => {
    // Four 5 MiB parts: the S3 multipart upload path. The memory it uses is measured
    // on a separate server process (server-process.test.ts), where nothing else shares the heap.
    const size = 19 * 1024 * 1024;
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.7\n', 0, 'latin1');
    bytes.write('\n%%EOF', size - 6, 'latin1');
    const source = path.join(scratch, 'rapport.pdf');
    await writeFile(source, bytes);
    const expectedSha = createHash('sha256').update(bytes).digest('hex');
    const sent = await upload(await openAsBlob(source, { type: 'application/pdf' }), 'rapport.pdf');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ size, sha256: expectedSha });

    const response = await t.app.request(`/api/v1/documents/${sent.body.id}/download`, {
      headers: { cookie: director },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(size));
    const hash = createHash('sha256');
    let length = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      length += chunk.byteLength;
    }
    expect({ length, sha256: hash.digest('hex') }).toEqual({ length: size, sha256: expectedSha });
  });
});

describe('the S3 storage', () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createS3Storage(t.s3!.settings);
  });

  it('answers null for a missing key and removes twice without error', async () => {
    expect(await storage.get('absent-0000')).toBeNull();
    const source = path.join(scratch, 'petit');
    await writeFile(source, 'bonjour');
    await storage.put('cle-1234', { path: source, size: 7 });
    const stored = await storage.get('cle-1234');
    expect(stored?.size).toBe(7);
    expect(await new Response(stored!.stream()).text()).toBe('bonjour');
    await storage.remove('cle-1234');
    await storage.remove('cle-1234');
    expect(await storage.get('cle-1234')).toBeNull();
  });

  it('refuses a key that is not an opaque id', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow('Clé de fichier invalide');
  });

  it('reports an unreachable bucket as an error, not as a missing file', async () => {
    const wrong = createS3Storage({ ...t.s3!.settings, bucket: 'inexistant' });
    await expect(wrong.get('cle-1234')).rejects.toThrow();
  });
});

describe('S3 configuration', () => {
  it('stays on disk without S3_BUCKET and reads every S3_* variable with it', () => {
    expect(parseStorage({}, '/data')).toEqual({ kind: 'disk', dir: '/data/files' });
    expect(
      parseStorage(
        {
          S3_BUCKET: 'documents',
          S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
          S3_REGION: 'fr-par',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        },
        '/data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'documents',
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses S3 settings without a bucket, a lone key and an endpoint that is not a URL, in French', () => {
    expect(() => parseStorage({ S3_ENDPOINT: 'http://minio:9000' }, '/data')).toThrow(
      'S3_BUCKET est obligatoire quand S3_ENDPOINT est renseigné.',
    );
    expect(() => parseStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, '/data')).toThrow(
      'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
    );
    expect(() => parseStorage({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, '/data')).toThrow('S3_ENDPOINT invalide');
  });
});
