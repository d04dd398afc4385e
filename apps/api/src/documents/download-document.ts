import { DOCUMENT_MESSAGES } from '@qc/shared/documents/schemas';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findReadableDocument } from './queries.ts';
import type { FileStorage } from './storage.ts';

/**
 * A download answered as the stored bytes stream (issue 16): oRPC answers a
 * File with the Blob itself, and the Fetch Response reads a Blob through
 * `stream()`, so the bytes flow from the disk or the bucket to the socket.
 * `size` gives the Content-Length.
 */
export class StreamedFile extends File {
  readonly #stored: { size: number; stream: () => ReadableStream<Uint8Array> };
  constructor(stored: { size: number; stream: () => ReadableStream<Uint8Array> }, name: string, type: string) {
    super([], name, { type });
    this.#stored = stored;
    // The stored size, for Content-Length (File declares `size` as a property: an own one shadows it).
    Object.defineProperty(this, 'size', { value: stored.size });
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#stored.stream() as ReadableStream<Uint8Array<ArrayBuffer>>;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Response(this.stream()).arrayBuffer();
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }
  override async text(): Promise<string> {
    return new Response(this.stream()).text();
  }
  override slice(): Blob {
    throw new Error('StreamedFile.slice: a stored file is read as a stream');
  }
}

export async function downloadDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<File> {
  const row = await findReadableDocument(db, actor, id);
  const stored = await storage.get(row.storageKey);
  if (!stored) notFound(DOCUMENT_MESSAGES.notFound);
  return new StreamedFile(stored, row.name, row.mimeType);
}
