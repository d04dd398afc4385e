import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWebStream, type FileStorage } from '../src/documents/storage.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * Issue 16: downloads are streamed from the storage to the client at the
 * client's pace. Counted rather than measured in memory (which moves with the
 * garbage collector): a client that reads one chunk and waits has made the
 * storage produce a few, not the whole file (as it would if any step held
 * the file whole before answering).
 */
const CHUNK = 1024 * 1024;
const CHUNKS = 19;

function countingSource() {
  const counter = { produced: 0 };
  async function* chunks() {
    for (let index = 0; index < CHUNKS; index += 1) {
      counter.produced += 1;
      const chunk = Buffer.alloc(CHUNK, 0x20);
      if (index === 0) chunk.write('%PDF-1.7\n', 0, 'latin1');
      if (index === CHUNKS - 1) chunk.write('\n%%EOF', CHUNK - 6, 'latin1');
      yield chunk;
    }
  }
  // 64 KiB of buffer, like a file or HTTP stream.
  return { counter, readable: () => Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('toWebStream', () => {
  it('reads its source only as the reader asks', async () => {
    const source = countingSource();
    const reader = toWebStream(source.readable()).getReader();
    await reader.read();
    await pause(100);
    // The chunk read and two at most ahead (Readable.toWeb's queue): not the 19 of the source.
    expect(source.counter.produced).toBeLessThanOrEqual(3);
    let total = CHUNK;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      total += value.byteLength;
    }
    expect(total).toBe(CHUNK * CHUNKS);
  });
});

describe('a document download', () => {
  let t: TestContext;
  let tenants: Tenants;
  let director: string;
  const source = countingSource();

  beforeAll(async () => {
    t = await createTestContext();
    tenants = await createTenants(t.db);
    director = await t.signIn(tenants.users.directorA.email);
  });
  afterAll(() => t?.close());

  it('pulls the stored file at the pace of the client', async () => {
    const body = new FormData();
    body.append('file', new Blob(['%PDF-1.7\nplaceholder\n%%EOF']), 'gros.pdf');
    body.append('type', 'AUTRE');
    const created = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      method: 'POST',
      body,
      headers: { cookie: director, origin: TEST_ORIGIN },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The stored bytes, swapped for a 19 MiB source that counts what it produces.
    const memory = t.storage as FileStorage;
    const original = memory.get;
    memory.get = async (key) =>
      (await original(key)) ? { size: CHUNK * CHUNKS, stream: () => toWebStream(source.readable()) } : null;
    try {
      const response = await t.app.request(`/api/v1/documents/${id}/download`, { headers: { cookie: director } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(CHUNK * CHUNKS));
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      await pause(200);
      // One chunk read by the client, two more at most on their way: not the 19 of the file.
      expect(source.counter.produced).toBeLessThanOrEqual(3);
      let total = first.value!.byteLength;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        total += value.byteLength;
      }
      expect(total).toBe(CHUNK * CHUNKS);
      expect(source.counter.produced).toBe(CHUNKS);
    } finally {
      memory.get = original;
    }
  });
});
