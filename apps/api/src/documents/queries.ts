import { DOCUMENT_MESSAGES, type DocumentItem, type EstablishmentDocumentType } from '@qc/shared/documents/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { notFound } from '../common/domain-errors.ts';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import { groupBy } from '../common/group-by.ts';

/** The purpose of an event's photo or document (issue 29): never listed, read, renewed or used as a proof elsewhere. */
export const INCIDENT_DOCUMENT_PURPOSE = 'INCIDENT';

export type DocumentRow = typeof documents.$inferSelect;

export function toDocument(row: DocumentRow, uploadedByName: string | null, today: string): DocumentItem {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    type: (row.type as EstablishmentDocumentType | null) ?? null,
    validUntil: row.validUntil,
    isExpired: row.validUntil !== null && row.validUntil < today,
    establishmentId: row.establishmentId,
    formId: row.formId,
    uploadedByName: uploadedByName ?? 'Utilisateur supprimé',
    createdAt: toIso(row.createdAt),
    replacedById: row.replacedById,
  };
}

/** Proofs read with their uploader's name, by what each proves (an action, an answer), in the rows' order. */
export function documentsBy<TRow extends { document: DocumentRow; uploadedByName: string | null }>(
  rows: TRow[],
  keyOf: (row: TRow) => string,
  today: string,
): Map<string, DocumentItem[]> {
  const byKey = new Map<string, DocumentItem[]>();
  for (const [key, group] of groupBy(rows, keyOf)) {
    byKey.set(
      key,
      group.map((row) => toDocument(row.document, row.uploadedByName, today)),
    );
  }
  return byKey;
}

export async function findVisibleForm(db: Database, actor: Actor, formId: string) {
  const [row] = await db
    .select({ id: forms.id, clientId: forms.clientId })
    .from(forms)
    .where(and(eq(forms.id, formId), visibleWhere(forms.clientId, actor)));
  if (!row) notFound(FORM_ERRORS.notFound);
  return row;
}

export function selectDocuments(db: Database) {
  return db
    .select({ document: documents, uploadedByName: user.name })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.uploadedById));
}

/** A document the caller may read: its establishment in scope, or its form visible. */
export async function findReadableDocument(db: Database, actor: Actor, id: string): Promise<DocumentRow> {
  // An event's attachment is read through its event only (its visibility, its audited reads: ADR 036).
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ne(documents.purpose, INCIDENT_DOCUMENT_PURPOSE)));
  if (!row) notFound(DOCUMENT_MESSAGES.notFound);
  if (row.establishmentId) {
    assertPermission(actor, 'document:read');
    const [visible] = await db
      .select({ id: establishments.id })
      .from(establishments)
      .where(and(eq(establishments.id, row.establishmentId), establishmentScopeWhere(await actor.getScope())));
    if (!visible) notFound(DOCUMENT_MESSAGES.notFound);
  } else if (row.formId) {
    assertPermission(actor, 'library:read');
    const [visible] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, row.formId), visibleWhere(forms.clientId, actor)));
    if (!visible) notFound(DOCUMENT_MESSAGES.notFound);
  } else {
    notFound(DOCUMENT_MESSAGES.notFound);
  }
  return row;
}
