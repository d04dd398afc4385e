import { createHash } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  MAX_FILE_SIZE,
  type DocumentItem,
  type EstablishmentDocumentType,
} from '@qc/shared/documents/schemas';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { getParisToday } from '../common/dates.ts';
import { toIso } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { establishments, user } from '../db/schema.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence } from '../db/schema-evaluations.ts';
import { actionEvidence } from '../db/schema-action-plans.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertPermission, conflict, fieldError, notFound } from '../orpc/base.ts';
import { assertCanAuthor, visibleWhere } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import type { Actor } from '../scope/actor.ts';
import { detectFileType } from './detect-file-type.ts';
import type { FileStorage } from './storage.ts';

const ESTABLISHMENT_NOT_FOUND = 'Établissement introuvable';
type DocumentRow = typeof documents.$inferSelect;

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
  };
}

async function findEstablishmentInScope(db: Database, actor: Actor, establishmentId: string) {
  const [row] = await db
    .select({ id: establishments.id, clientId: establishments.clientId })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!row) notFound(ESTABLISHMENT_NOT_FOUND);
  return row;
}

async function findVisibleForm(db: Database, actor: Actor, formId: string) {
  const [row] = await db
    .select({ id: forms.id, clientId: forms.clientId })
    .from(forms)
    .where(and(eq(forms.id, formId), visibleWhere(forms.clientId, actor)));
  if (!row) notFound(FORM_ERRORS.notFound);
  return row;
}

function selectDocuments(db: Database) {
  return db
    .select({ document: documents, uploadedByName: user.name })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.uploadedById));
}

/** Checks size and content (never the name), then stores the bytes and their metadata in one go. */
export async function storeUpload(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  file: File,
  values: Pick<DocumentRow, 'clientId' | 'establishmentId' | 'formId' | 'purpose' | 'type' | 'validUntil'>,
): Promise<DocumentItem> {
  if (file.size > MAX_FILE_SIZE) fieldError('file', DOCUMENT_MESSAGES.fileTooLarge);
  const data = new Uint8Array(await file.arrayBuffer());
  if (data.byteLength === 0) fieldError('file', DOCUMENT_MESSAGES.fileEmpty);
  const detected = detectFileType(data, file.name);
  if (!detected) fieldError('file', DOCUMENT_MESSAGES.fileTypeRefused);
  const storageKey = crypto.randomUUID();
  await storage.put(storageKey, data);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(documents)
        .values({
          ...values,
          name: file.name.slice(0, 255) || 'document',
          mimeType: detected.mimeType,
          size: data.byteLength,
          sha256: createHash('sha256').update(data).digest('hex'),
          storageKey,
          uploadedById: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: values.clientId,
        entity: 'document',
        entityId: inserted!.id,
        action: 'create',
        after: inserted,
      });
      return inserted!;
    });
    const [uploader] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
    return toDocument(row, uploader?.name ?? null, getParisToday());
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function listEstablishmentDocuments(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<DocumentItem[]> {
  assertPermission(actor, 'document:read');
  await findEstablishmentInScope(db, actor, establishmentId);
  const rows = await selectDocuments(db)
    .where(and(eq(documents.establishmentId, establishmentId), eq(documents.purpose, 'ESTABLISHMENT')))
    .orderBy(asc(documents.type), desc(documents.createdAt));
  const today = getParisToday();
  return rows.map((row) => toDocument(row.document, row.uploadedByName, today));
}

export async function uploadEstablishmentDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { establishmentId: string; file: File; type: EstablishmentDocumentType; validUntil?: string | undefined },
): Promise<DocumentItem> {
  assertPermission(actor, 'document:manage');
  const establishment = await findEstablishmentInScope(db, actor, input.establishmentId);
  return storeUpload(db, storage, actor, input.file, {
    clientId: establishment.clientId,
    establishmentId: establishment.id,
    formId: null,
    purpose: 'ESTABLISHMENT',
    type: input.type,
    validUntil: input.validUntil || null,
  });
}

export async function listTemplates(db: Database, actor: Actor, formId: string): Promise<DocumentItem[]> {
  assertPermission(actor, 'library:read');
  await findVisibleForm(db, actor, formId);
  const rows = await selectDocuments(db)
    .where(and(eq(documents.formId, formId), eq(documents.purpose, 'TEMPLATE')))
    .orderBy(asc(documents.name));
  const today = getParisToday();
  return rows.map((row) => toDocument(row.document, row.uploadedByName, today));
}

export async function uploadTemplate(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { formId: string; file: File },
) {
  const form = await findVisibleForm(db, actor, input.formId);
  assertCanAuthor(actor, form.clientId, FORM_ERRORS.notFound);
  return storeUpload(db, storage, actor, input.file, {
    clientId: form.clientId,
    establishmentId: null,
    formId: form.id,
    purpose: 'TEMPLATE',
    type: null,
    validUntil: null,
  });
}

/** A document the caller may read: its establishment in scope, or its form visible. */
async function findReadableDocument(db: Database, actor: Actor, id: string): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
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

export async function downloadDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<File> {
  const row = await findReadableDocument(db, actor, id);
  const data = await storage.get(row.storageKey);
  if (!data) notFound(DOCUMENT_MESSAGES.notFound);
  return new File([data], row.name, { type: row.mimeType });
}

export async function deleteDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<void> {
  const row = await findReadableDocument(db, actor, id);
  if (row.purpose === 'TEMPLATE') assertCanAuthor(actor, row.clientId, DOCUMENT_MESSAGES.notFound);
  else assertPermission(actor, 'document:manage');
  // A document proving evaluation answers stays: editing never rewrites a finished evaluation (DESIGN §4).
  const [[answerUsage], [actionUsage]] = await Promise.all([
    db.select({ total: count() }).from(answerEvidence).where(eq(answerEvidence.documentId, id)),
    db.select({ total: count() }).from(actionEvidence).where(eq(actionEvidence.documentId, id)),
  ]);
  if (answerUsage && answerUsage.total > 0) {
    conflict(
      `Impossible de supprimer ce document : il sert de preuve à ${answerUsage.total} réponse(s) d'auto-évaluation`,
    );
  }
  if (actionUsage && actionUsage.total > 0) {
    conflict(`Impossible de supprimer ce document : il sert de preuve à ${actionUsage.total} action(s)`);
  }
  await db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: row.clientId,
      entity: 'document',
      entityId: id,
      action: 'delete',
      before: row,
    });
  });
  // The bytes go once the row is gone: a failure here leaves an orphan file, never a dangling row.
  await storage.remove(row.storageKey).catch(() => undefined);
}
