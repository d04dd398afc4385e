import type { DocumentItem } from '@qc/shared/documents/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { getParisToday } from '@qc/shared/dates';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import type { Actor } from '../scope/actor.ts';
import { findVisibleForm, selectDocuments, toDocument } from './queries.ts';

export async function listTemplates(db: Database, actor: Actor, formId: string): Promise<DocumentItem[]> {
  await findVisibleForm(db, actor, formId);
  const rows = await selectDocuments(db)
    .where(and(eq(documents.formId, formId), eq(documents.purpose, 'TEMPLATE')))
    .orderBy(asc(documents.name));
  const today = getParisToday();
  return rows.map((row) => toDocument(row.document, row.uploadedByName, today));
}
