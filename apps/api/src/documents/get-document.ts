import type { DocumentItem } from '@qc/shared/documents/schemas';
import { eq } from 'drizzle-orm';
import { getParisToday } from '@qc/shared/dates';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { findReadableDocument, toDocument } from './queries.ts';

/** GET /documents/{id}: one document the caller may read (the renewal screen names what it replaces). */
export async function getDocument(db: Database, actor: Actor, id: string): Promise<DocumentItem> {
  const row = await findReadableDocument(db, actor, id);
  const [uploader] = row.uploadedById
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, row.uploadedById))
    : [];
  return toDocument(row, uploader?.name ?? null, getParisToday());
}
