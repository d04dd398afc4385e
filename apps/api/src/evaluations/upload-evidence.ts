import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { notFound } from '../common/domain-errors.ts';
import { answerEvidence } from '../db/schema-evaluations.ts';
import { storeUpload } from '../documents/store-upload.ts';
import type { FileStorage } from '../documents/storage.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findAnswerForEvidence, type EvidenceInput } from './evidence-answer.ts';
import { loadOneAnswer } from './open-evaluation.ts';

/** Uploads a file as evidence of the establishment (same checks as every document) and attaches it. */
export async function uploadEvidence(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: EvidenceInput & { file: File; validUntil?: string | undefined },
): Promise<Answer> {
  const { record, question, answer } = await findAnswerForEvidence(db, actor, input);
  // Stored and linked in one transaction: a link refused (the answer gone meanwhile) leaves no orphan file.
  await storeUpload(
    db,
    storage,
    actor,
    input.file,
    {
      clientId: record.clientId,
      establishmentId: record.evaluation.establishmentId,
      formId: null,
      purpose: 'EVIDENCE',
      type: null,
      validUntil: input.validUntil || null,
    },
    async (tx, documentId) => {
      await tx.insert(answerEvidence).values({ answerId: answer.id, documentId }).onConflictDoNothing();
    },
  ).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) notFound(EVALUATION_MESSAGES.notFound);
    throw error;
  });
  return loadOneAnswer(db, input.evaluationId, input.questionKey, question);
}
