import type { IncidentAttachment, IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, MAX_INCIDENT_ATTACHMENTS, type IncidentAttachInput } from '@qc/shared/incidents/schemas';
import { and, count, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { conflict, fieldError, firstOrNotFound, forbidden, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import { incidentAttachments, incidents } from '../db/schema-incidents.ts';
import { StreamedFile } from '../documents/download-document.ts';
import { INCIDENT_DOCUMENT_PURPOSE, type DocumentRow } from '../documents/queries.ts';
import type { FileStorage } from '../documents/storage.ts';
import { storeUpload } from '../documents/store-upload.ts';
import type { Actor } from '../scope/actor.ts';
import { attachableWhere, auditRead, findVisibleIncident } from './access.ts';
import { canAttach, canRemove } from './attachment-rights.ts';
import { toDetail } from './details.ts';

/**
 * Issue 29 item 1: photos and documents of an event (ADR 036). Stored by the one upload path of evidence
 * (`storeUpload`: name, size, content sniffed, the establishment's quota, disk or S3) as `documents` of purpose
 * INCIDENT, tied to the event by `incident_attachments`; read only through the event, with its visibility.
 *
 * Who adds or removes: the direction and the group always (until the event is closed); the declarer adds while the
 * event is « déclaré » — even a restricted one she no longer reads — and removes what she uploaded, while « déclaré ».
 */

/** What the audit trail keeps of an attachment: no file name (a child's name may be in it), no kind. */
const attachmentSnapshot = (row: Pick<DocumentRow, 'id' | 'establishmentId' | 'mimeType' | 'size'>) => ({
  id: row.id,
  establishmentId: row.establishmentId,
  mimeType: row.mimeType,
  size: row.size,
  purpose: INCIDENT_DOCUMENT_PURPOSE,
});

/**
 * Attaches a file. Answers the attachment only (not the event): the declarer of a restricted kind adds a photo to
 * what she no longer reads.
 */
export async function attachToIncident(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: IncidentAttachInput,
): Promise<IncidentAttachment> {
  const scope = await actor.getScope();
  const row = await firstOrNotFound(
    db
      .select()
      .from(incidents)
      .where(and(eq(incidents.id, input.incidentId), attachableWhere(actor, scope))),
    INCIDENT_MESSAGES.notFound,
  );
  if (row.state === 'CLOSED') conflict(INCIDENT_MESSAGES.closed);
  if (!canAttach(actor, scope, row)) forbidden(INCIDENT_MESSAGES.attachForbidden);
  const values = {
    clientId: row.clientId,
    establishmentId: row.establishmentId,
    formId: null,
    purpose: INCIDENT_DOCUMENT_PURPOSE,
    type: null,
    validUntil: null,
  };
  const stored = await storeUpload(
    db,
    storage,
    actor,
    input.file,
    values,
    async (tx, documentId) => {
      // The event locked, its attachments counted: two uploads at once cannot pass the bound together.
      const [locked] = await tx
        .select({ state: incidents.state })
        .from(incidents)
        .where(eq(incidents.id, row.id))
        .for('update');
      if (!locked) notFound(INCIDENT_MESSAGES.notFound);
      if (locked.state === 'CLOSED') conflict(INCIDENT_MESSAGES.closed);
      const [attached] = await tx
        .select({ total: count() })
        .from(incidentAttachments)
        .where(eq(incidentAttachments.incidentId, row.id));
      if ((attached?.total ?? 0) >= MAX_INCIDENT_ATTACHMENTS) fieldError('file', INCIDENT_MESSAGES.tooManyAttachments);
      await tx.insert(incidentAttachments).values({ incidentId: row.id, documentId });
    },
    attachmentSnapshot,
  ).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) notFound(INCIDENT_MESSAGES.notFound);
    throw error;
  });
  return {
    id: stored.id,
    name: stored.name,
    mimeType: stored.mimeType,
    size: stored.size,
    uploadedByName: stored.uploadedByName,
    createdAt: stored.createdAt,
    canRemove: true,
  };
}

/** The attachment of an event the caller reads (404 otherwise, like an unknown id). */
async function findAttachment(db: Database, incidentId: string, documentId: string): Promise<DocumentRow> {
  const [found] = await db
    .select({ document: documents })
    .from(incidentAttachments)
    .innerJoin(documents, eq(documents.id, incidentAttachments.documentId))
    .where(and(eq(incidentAttachments.incidentId, incidentId), eq(incidentAttachments.documentId, documentId)));
  if (!found) notFound(INCIDENT_MESSAGES.attachmentNotFound);
  return found.document;
}

/** A download: the event read first (its visibility), the reading written in the audit trail like the event's. */
export async function downloadIncidentAttachment(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { incidentId: string; documentId: string },
): Promise<File> {
  const record = await findVisibleIncident(db, actor, input.incidentId);
  const document = await findAttachment(db, record.id, input.documentId);
  const stored = await storage.get(document.storageKey);
  if (!stored) notFound(INCIDENT_MESSAGES.attachmentNotFound);
  await auditRead(db, actor, record, 'attachment', document.id);
  return new StreamedFile(stored, document.name, document.mimeType);
}

/** Removes an attachment: its row (the link goes with it) then its bytes, as every document (ADR 015). */
export async function removeIncidentAttachment(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { incidentId: string; documentId: string },
): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  const record = await findVisibleIncident(db, actor, input.incidentId);
  const removed = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(incidents).where(eq(incidents.id, record.id)).for('update');
    if (!locked) notFound(INCIDENT_MESSAGES.notFound);
    const document = await findAttachment(tx as unknown as Database, record.id, input.documentId);
    if (locked.state === 'CLOSED') conflict(INCIDENT_MESSAGES.closed);
    if (!canRemove(actor, scope, locked, document.uploadedById)) forbidden(INCIDENT_MESSAGES.removeAttachmentForbidden);
    await tx.delete(documents).where(eq(documents.id, document.id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'document',
      entityId: document.id,
      action: 'delete',
      before: attachmentSnapshot(document),
    });
    return document;
  });
  await storage.remove(removed.storageKey).catch(() => undefined);
  return toDetail(db, actor, await findVisibleIncident(db, actor, input.incidentId));
}
