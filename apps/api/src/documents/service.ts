import {
  DOCUMENT_MESSAGES,
  ESTABLISHMENT_STORAGE_QUOTA,
  FORBIDDEN_FILE_NAME_CHARACTERS,
  MAX_FILE_NAME_LENGTH,
  MAX_FILE_SIZE,
  type DocumentItem,
  type EstablishmentDocumentType,
} from '@qc/shared/documents/schemas';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
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
import { checkFileContent } from './detect-file-type.ts';
import { spoolToDisk } from './spool.ts';
import type { FileStorage } from './storage.ts';

/** PostgreSQL refused a write for a foreign key: the row referenced, or referencing, changed meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23503' || cause?.code === '23503';
}

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
    replacedById: row.replacedById,
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

/**
 * The name shown and offered on download: the last path segment, without
 * control or bidirectional characters, at most 255 characters with its
 * extension kept. The schema already refuses such names with a 400; this is
 * for any caller that bypasses it.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = [...base.normalize('NFC')]
    .filter((char) => !FORBIDDEN_FILE_NAME_CHARACTERS.test(char))
    .join('')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned || 'document';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)].slice(0, 16).join('') : '';
  return chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

type UploadValues = Pick<DocumentRow, 'clientId' | 'establishmentId' | 'formId' | 'purpose' | 'type' | 'validUntil'> & {
  /** A renewal: the first version of the line it continues. */
  lineageId?: string | null;
};

/**
 * Issue 12: the storage quota, in the insert's transaction. The owner row (the
 * establishment, or the form for templates) is locked first, so concurrent
 * uploads to one establishment take turns and each sees the sizes the others
 * committed: 40 parallel uploads cannot all pass. `no key update` still lets
 * other rows reference the establishment meanwhile.
 */
async function assertStorageLeft(tx: Database, values: UploadValues, size: number): Promise<void> {
  if (values.establishmentId) {
    await tx
      .select({ id: establishments.id })
      .from(establishments)
      .where(eq(establishments.id, values.establishmentId))
      .for('no key update');
  } else if (values.formId) {
    await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, values.formId)).for('no key update');
  }
  const owner = values.establishmentId
    ? eq(documents.establishmentId, values.establishmentId)
    : values.formId
      ? eq(documents.formId, values.formId)
      : null;
  if (!owner) return;
  const [usage] = await tx
    .select({ used: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(owner);
  if (Number(usage?.used ?? 0) + size > ESTABLISHMENT_STORAGE_QUOTA) {
    fieldError('file', values.establishmentId ? DOCUMENT_MESSAGES.storageFull : DOCUMENT_MESSAGES.templateStorageFull);
  }
}

/**
 * Checks name, size, content (never the name) and quota, then stores the bytes
 * and their metadata. Every upload path (documents, templates, evaluation and
 * action evidence) comes here; `afterInsert` runs in the same transaction
 * (linking the new document as evidence), so a refused link leaves no file.
 */
export async function storeUpload(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  file: File,
  values: UploadValues,
  afterInsert?: (tx: Database, documentId: string) => Promise<void>,
): Promise<DocumentItem> {
  if (FORBIDDEN_FILE_NAME_CHARACTERS.test(file.name)) fieldError('file', DOCUMENT_MESSAGES.fileNameInvalid);
  if (file.size > MAX_FILE_SIZE) fieldError('file', DOCUMENT_MESSAGES.fileTooLarge);
  if (file.size === 0) fieldError('file', DOCUMENT_MESSAGES.fileEmpty);
  // Issue 16: the bytes go to a temporary file, checked and stored from there, never whole in memory.
  const spooled = await spoolToDisk(file);
  try {
    if (spooled.size > MAX_FILE_SIZE) fieldError('file', DOCUMENT_MESSAGES.fileTooLarge);
    if (spooled.size === 0) fieldError('file', DOCUMENT_MESSAGES.fileEmpty);
    const checked = await checkFileContent(spooled, file.name);
    if ('refused' in checked) fieldError('file', checked.refused);
    const storageKey = crypto.randomUUID();
    await storage.put(storageKey, spooled);
    try {
      const row = await db.transaction(async (tx) => {
        await assertStorageLeft(tx, values, spooled.size);
        const [inserted] = await tx
          .insert(documents)
          .values({
            ...values,
            name: sanitizeFileName(file.name),
            mimeType: checked.type.mimeType,
            size: spooled.size,
            sha256: spooled.sha256,
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
        if (afterInsert) await afterInsert(tx, inserted!.id);
        return inserted!;
      });
      const [uploader] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
      return toDocument(row, uploader?.name ?? null, getParisToday());
    } catch (error) {
      await storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
  } finally {
    await spooled.remove();
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

/**
 * A download answered as the stored bytes stream (issue 16): oRPC answers a
 * File with the Blob itself, and the Fetch Response reads a Blob through
 * `stream()`, so the bytes flow from the disk or the bucket to the socket.
 * `size` gives the Content-Length.
 */
class StreamedFile extends File {
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

/** GET /documents/{id}: one document the caller may read (the renewal screen names what it replaces). */
export async function getDocument(db: Database, actor: Actor, id: string): Promise<DocumentItem> {
  const row = await findReadableDocument(db, actor, id);
  const [uploader] = row.uploadedById
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, row.uploadedById))
    : [];
  return toDocument(row, uploader?.name ?? null, getParisToday());
}

/**
 * Issue 17 item 4, renewing from the expiry reminder in one step: the new
 * version takes the old one's establishment, purpose and type, continues its
 * line (lineageId), and the old one is marked replaced, so the watch stops
 * reminding about it. A proof also becomes the proof of the answers of
 * evaluations still in progress that the old version proved; completed
 * evaluations keep theirs (DESIGN §4: a finished evaluation is never
 * rewritten), and the group view reads the line's newest validity for them.
 */
export async function renewDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { id: string; file: File; validUntil?: string | undefined },
): Promise<DocumentItem> {
  assertPermission(actor, 'document:manage');
  const old = await findReadableDocument(db, actor, input.id);
  // Templates belong to a form, not an establishment: they have no validity to renew.
  if (old.purpose === 'TEMPLATE' || !old.establishmentId) notFound(DOCUMENT_MESSAGES.notFound);
  if (old.replacedById) conflict(DOCUMENT_MESSAGES.alreadyReplaced);
  return storeUpload(
    db,
    storage,
    actor,
    input.file,
    {
      clientId: old.clientId,
      establishmentId: old.establishmentId,
      formId: null,
      purpose: old.purpose,
      type: old.type,
      validUntil: input.validUntil || null,
      lineageId: old.lineageId ?? old.id,
    },
    async (tx, documentId) => {
      // Only the current version is replaced: two renewals racing, the second finds it taken (409).
      const replaced = await tx
        .update(documents)
        .set({ replacedById: documentId })
        .where(and(eq(documents.id, old.id), isNull(documents.replacedById)))
        .returning({ id: documents.id });
      if (replaced.length === 0) conflict(DOCUMENT_MESSAGES.alreadyReplaced);
      await tx.execute(sql`
        insert into answer_evidence (answer_id, document_id)
        select ae.answer_id, ${documentId}
        from answer_evidence ae
        join answers an on an.id = ae.answer_id
        join evaluations ev on ev.id = an.evaluation_id
        where ae.document_id = ${old.id} and ev.status = 'IN_PROGRESS'
        on conflict do nothing`);
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: old.clientId,
        entity: 'document',
        entityId: old.id,
        action: 'update',
        // The name goes along unchanged: the journal's row says which document was renewed.
        before: { name: old.name, replacedById: null },
        after: { name: old.name, replacedById: documentId },
      });
    },
  );
}

export async function downloadDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<File> {
  const row = await findReadableDocument(db, actor, id);
  const stored = await storage.get(row.storageKey);
  if (!stored) notFound(DOCUMENT_MESSAGES.notFound);
  return new StreamedFile(stored, row.name, row.mimeType);
}

export async function deleteDocument(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<void> {
  const row = await findReadableDocument(db, actor, id);
  if (row.purpose === 'TEMPLATE') assertCanAuthor(actor, row.clientId, DOCUMENT_MESSAGES.notFound);
  else assertPermission(actor, 'document:manage');
  // A document proving evaluation answers stays: editing never rewrites a finished evaluation (DESIGN §4).
  // The row is locked before counting its uses: an attachment racing this deletion (which locks it too)
  // either lands first and is counted here (409), or waits and then finds no document (404), never a 500.
  await db
    .transaction(async (tx) => {
      const [locked] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).for('update');
      if (!locked) notFound(DOCUMENT_MESSAGES.notFound);
      const [answerUsage] = await tx
        .select({ total: count() })
        .from(answerEvidence)
        .where(eq(answerEvidence.documentId, id));
      const [actionUsage] = await tx
        .select({ total: count() })
        .from(actionEvidence)
        .where(eq(actionEvidence.documentId, id));
      if (answerUsage && answerUsage.total > 0) conflict(DOCUMENT_MESSAGES.inUseByAnswers(answerUsage.total));
      if (actionUsage && actionUsage.total > 0) conflict(DOCUMENT_MESSAGES.inUseByActions(actionUsage.total));
      await tx.delete(documents).where(eq(documents.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: row.clientId,
        entity: 'document',
        entityId: id,
        action: 'delete',
        before: row,
      });
    })
    .catch((error: unknown) => {
      // A proof linked by a path that does not lock the row (a new evaluation copying the previous one's
      // evidence): the database's restriction stops the deletion, answered like the counts above.
      if (isForeignKeyViolation(error)) conflict(DOCUMENT_MESSAGES.inUse);
      throw error;
    });
  // The bytes go once the row is gone: a failure here leaves an orphan file, never a dangling row.
  await storage.remove(row.storageKey).catch(() => undefined);
}
