import type { Answer } from '@qc/shared/evaluations/schemas';
import { and, eq } from 'drizzle-orm';
import { answerEvidence } from '../db/schema-evaluations.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findAnswerForEvidence, type EvidenceInput } from './evidence-answer.ts';
import { loadOneAnswer } from './answer-queries.ts';

/** Detaches a proof; the document stays in the establishment, reusable elsewhere. */
export async function detachEvidence(
  db: Database,
  actor: Actor,
  input: EvidenceInput & { documentId: string },
): Promise<Answer> {
  const { question, answer } = await findAnswerForEvidence(db, actor, input);
  await db
    .delete(answerEvidence)
    .where(and(eq(answerEvidence.answerId, answer.id), eq(answerEvidence.documentId, input.documentId)));
  return loadOneAnswer(db, input.evaluationId, input.questionKey, question);
}
