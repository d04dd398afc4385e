import { ACTION_MESSAGES, type ActionDetail } from '@qc/shared/action-plans/schemas';
import type { Database } from '../db/client.ts';
import { actionEvidence } from '../db/schema-action-plans.ts';
import { storeEvidence } from '../documents/store-upload.ts';
import type { FileStorage } from '../documents/storage.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionForEvidence } from './action-access.ts';
import { getAction } from './get-action.ts';

/** A proof of an action: an EVIDENCE document of the establishment (same checks as every file), then linked. */
export async function uploadActionEvidence(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { actionId: string; file: File },
): Promise<ActionDetail> {
  const record = await findActionForEvidence(db, actor, input.actionId);
  // Stored and linked in one transaction: a link refused (the action deleted meanwhile) leaves no orphan file.
  await storeEvidence(
    db,
    storage,
    actor,
    input.file,
    { clientId: record.clientId, establishmentId: record.action.establishmentId, validUntil: null },
    async (tx, documentId) => {
      await tx.insert(actionEvidence).values({ actionId: input.actionId, documentId }).onConflictDoNothing();
    },
    ACTION_MESSAGES.notFound,
  );
  return getAction(db, actor, input.actionId);
}
