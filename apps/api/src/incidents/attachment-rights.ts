import type { IncidentAttachment, IncidentDetail } from '@qc/shared/incidents/outputs';
import { asc, eq } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { incidentAttachments, type incidents } from '../db/schema-incidents.ts';
import type { DocumentRow } from '../documents/queries.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { canManage } from './access.ts';

// Who may attach and remove, and the attachments as the event's page lists them: read by the event's detail and by
// the attach and remove operations (attachments.ts), so neither imports the other.

type EventRow = typeof incidents.$inferSelect;

/** The declarer's rights on her own event while it is « déclaré ». */
const isDeclaringOwn = (actor: Actor, row: EventRow) => row.declaredById === actor.id && row.state === 'DECLARED';

export function canRemove(actor: Actor, scope: Scope, row: EventRow, uploadedById: string | null): boolean {
  if (row.state === 'CLOSED') return false;
  if (canManage(actor, scope, row.establishmentId)) return true;
  return isDeclaringOwn(actor, row) && uploadedById === actor.id;
}

/** Whether the caller may attach a file to an event she reads (shown on its page). */
export function canAttach(actor: Actor, scope: Scope, row: EventRow): boolean {
  if (row.state === 'CLOSED') return false;
  return canManage(actor, scope, row.establishmentId) || isDeclaringOwn(actor, row);
}

/** The attachments of an event the caller reads, oldest first, with whether she may remove each. */
export async function listAttachments(
  db: Database,
  actor: Actor,
  scope: Scope,
  row: EventRow,
): Promise<IncidentDetail['attachments']> {
  const rows = await db
    .select({ document: documents, uploadedByName: user.name })
    .from(incidentAttachments)
    .innerJoin(documents, eq(documents.id, incidentAttachments.documentId))
    .leftJoin(user, eq(user.id, documents.uploadedById))
    .where(eq(incidentAttachments.incidentId, row.id))
    .orderBy(asc(incidentAttachments.createdAt), asc(documents.id));
  return rows.map(({ document, uploadedByName }) => ({
    ...toAttachment(document, uploadedByName),
    canRemove: canRemove(actor, scope, row, document.uploadedById),
  }));
}

function toAttachment(document: DocumentRow, uploadedByName: string | null): Omit<IncidentAttachment, 'canRemove'> {
  return {
    id: document.id,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
    uploadedByName,
    createdAt: toIso(document.createdAt),
  };
}
