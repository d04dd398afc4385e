import type { DocumentItem } from '@qc/shared/documents/schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import { getParisToday } from '@qc/shared/dates';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import type { Actor } from '../scope/actor.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import { selectDocuments, toDocument } from './queries.ts';

export async function listEstablishmentDocuments(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<DocumentItem[]> {
  await findScopedEstablishment(db, actor, establishmentId);
  const rows = await selectDocuments(db)
    .where(and(eq(documents.establishmentId, establishmentId), eq(documents.purpose, 'ESTABLISHMENT')))
    .orderBy(asc(documents.type), desc(documents.createdAt));
  const today = getParisToday();
  return rows.map((row) => toDocument(row.document, row.uploadedByName, today));
}
