import { DOCUMENT_MESSAGES } from '@qc/shared/documents/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { countRows } from '../common/dependants.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actionEvidence } from '../db/schema-action-plans.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence } from '../db/schema-evaluations.ts';
import { assertCanAuthor } from '../questionnaires/access.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';
import { findReadableDocument } from './queries.ts';
import type { FileStorage } from './storage.ts';

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
      const answerUsage = await countRows(tx, answerEvidence, eq(answerEvidence.documentId, id));
      const actionUsage = await countRows(tx, actionEvidence, eq(actionEvidence.documentId, id));
      if (answerUsage > 0) conflict(DOCUMENT_MESSAGES.inUseByAnswers(answerUsage));
      if (actionUsage > 0) conflict(DOCUMENT_MESSAGES.inUseByActions(actionUsage));
      await audited(tx, actor, { entity: 'document', action: 'delete', clientId: row.clientId, id, before: row }, () =>
        tx
          .delete(documents)
          .where(eq(documents.id, id))
          .then(() => undefined),
      );
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
