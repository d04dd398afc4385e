import {
  DOCUMENT_MESSAGES,
  ESTABLISHMENT_STORAGE_QUOTA,
  FORBIDDEN_FILE_NAME_CHARACTERS,
  MAX_FILE_NAME_LENGTH,
  MAX_FILE_SIZE,
  type DocumentItem,
} from '@qc/shared/documents/schemas';
import { eq, sql } from 'drizzle-orm';
import { audited, recordAudit } from '../audit/audit.ts';
import { getParisToday } from '@qc/shared/dates';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { checkFileContent } from './detect-file-type.ts';
import { toDocument, type DocumentRow } from './queries.ts';
import { spoolToDisk } from './spool.ts';
import type { FileStorage } from './storage.ts';

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
  /**
   * What the audit trail keeps of the new row, when not the whole row: an event's attachment keeps no file name
   * (the journal is read by the platform's ADMIN, ADR 036).
   */
  auditAs?: (row: DocumentRow) => unknown,
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
        const audit = { entity: 'document', action: 'create', clientId: values.clientId } as const;
        const insert = async () => {
          const [created] = await tx
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
          return created!;
        };
        const inserted = auditAs
          ? await insert().then(async (row) => {
              await recordAudit(tx, { ...audit, actorId: actor.id, entityId: row.id, after: auditAs(row) });
              return row;
            })
          : await audited(tx, actor, audit, insert);
        if (afterInsert) await afterInsert(tx, inserted.id);
        return inserted;
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

/**
 * A proof (of an answer, of an action): an EVIDENCE document of the establishment, stored with the same checks
 * as every file and linked in the same transaction, so a link refused because its record went meanwhile (a
 * foreign key) leaves no orphan file and answers 404 with `missing`.
 */
export async function storeEvidence(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  file: File,
  owner: { clientId: string; establishmentId: string; validUntil: string | null },
  link: (tx: Database, documentId: string) => Promise<void>,
  missing: string,
): Promise<void> {
  const { clientId, establishmentId, validUntil } = owner;
  const values = { clientId, establishmentId, formId: null, purpose: 'EVIDENCE', type: null, validUntil } as const;
  await storeUpload(db, storage, actor, file, values, link).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) notFound(missing);
    throw error;
  });
}
