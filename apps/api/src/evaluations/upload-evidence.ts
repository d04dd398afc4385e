import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import { answerEvidence } from '../db/schema-evaluations.ts';
import { storeEvidence } from '../documents/store-upload.ts';
import type { FileStorage } from '../documents/storage.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findAnswerForEvidence, type EvidenceInput } from './evidence-answer.ts';
import { loadOneAnswer } from './answer-queries.ts';

/** Uploads a file as evidence of the establishment (same checks as every document) and attaches it. */
export async function uploadEvidence(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: EvidenceInput & { file: File; validUntil?: string | undefined },
): Promise<Answer> {
  const { record, question, answer } = await findAnswerForEvidence(db, actor, input);
  // Stored and linked in one transaction: a link refused (the answer gone meanwhile) leaves no orphan file.
  await storeEvidence(
    db,
    storage,
    actor,
    input.file,
    {
      clientId: record.clientId,
      establishmentId: record.evaluation.establishmentId,
      validUntil: input.validUntil || null,
    },
    async (tx, documentId) => {
      await tx.insert(answerEvidence).values({ answerId: answer.id, documentId }).onConflictDoNothing();
    },
    EVALUATION_MESSAGES.notFound,
  );
  return loadOneAnswer(db, input.evaluationId, input.questionKey, question);
}
