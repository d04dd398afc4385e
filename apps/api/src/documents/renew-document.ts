import { DOCUMENT_MESSAGES, type DocumentItem } from '@qc/shared/documents/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import type { Actor } from '../scope/actor.ts';
import { findReadableDocument } from './queries.ts';
import type { FileStorage } from './storage.ts';
import { storeUpload } from './store-upload.ts';

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
      // The name goes along unchanged: the journal's row says which document was renewed.
      const before = { name: old.name, replacedById: null };
      await audited(
        tx,
        actor,
        { entity: 'document', action: 'update', clientId: old.clientId, id: old.id, before },
        async () => {
          const replaced = await tx
            .update(documents)
            .set({ replacedById: documentId })
            .where(and(eq(documents.id, old.id), isNull(documents.replacedById)))
            .returning({ id: documents.id });
          if (replaced.length === 0) conflict(DOCUMENT_MESSAGES.alreadyReplaced);
          return { name: old.name, replacedById: documentId };
        },
      );
      await tx.execute(sql`
        insert into answer_evidence (answer_id, document_id)
        select ae.answer_id, ${documentId}
        from answer_evidence ae
        join answers an on an.id = ae.answer_id
        join evaluations ev on ev.id = an.evaluation_id
        where ae.document_id = ${old.id} and ev.status = 'IN_PROGRESS'
        on conflict do nothing`);
    },
  );
}
