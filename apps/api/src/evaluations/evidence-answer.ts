/** What attaching, uploading and detaching a proof share: the answer it proves. */
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { answers } from '../db/schema-evaluations.ts';
import { fieldError } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { findOpenQuestion } from './open-evaluation.ts';

export type EvidenceInput = { evaluationId: string; questionKey: string };

/** The open evaluation, the question and its answer row: evidence proves an answer already given. */
export async function findAnswerForEvidence(db: Database, actor: Actor, input: EvidenceInput) {
  // DESIGN §3: every role may attach evidence to answers (a COLLABORATOR: only that).
  const { record, question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  const [answer] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.evaluationId, input.evaluationId), eq(answers.questionKey, input.questionKey)));
  if (!answer) fieldError('documentId', EVALUATION_MESSAGES.answerFirst);
  return { record, question, answer };
}
