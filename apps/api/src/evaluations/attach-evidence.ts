import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { notFound } from '../common/domain-errors.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence } from '../db/schema-evaluations.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findAnswerForEvidence, type EvidenceInput } from './evidence-answer.ts';
import { loadOneAnswer } from './answer-queries.ts';

/** Reuses a document of the establishment (an establishment document or earlier evidence) as proof. */
export async function attachEvidence(
  db: Database,
  actor: Actor,
  input: EvidenceInput & { documentId: string },
): Promise<Answer> {
  const { record, question, answer } = await findAnswerForEvidence(db, actor, input);
  // Issue 12: a deletion of the document racing this attachment answered 500 (foreign key). The row is
  // locked (shared) while linking: a deletion that locked it first has committed when this read runs, so
  // the document is gone (404); one that comes after waits, then sees the link and refuses (409).
  await db
    .transaction(async (tx) => {
      const [document] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.id, input.documentId),
            eq(documents.establishmentId, record.evaluation.establishmentId),
            inArray(documents.purpose, ['ESTABLISHMENT', 'EVIDENCE']),
          ),
        )
        .for('share');
      if (!document) notFound(EVALUATION_MESSAGES.documentNotFound);
      // Attaching twice is harmless (a double click): the pair is the primary key.
      await tx.insert(answerEvidence).values({ answerId: answer.id, documentId: document.id }).onConflictDoNothing();
    })
    .catch((error: unknown) => {
      // The answer went with its evaluation meanwhile: nothing was linked.
      if (isForeignKeyViolation(error)) notFound(EVALUATION_MESSAGES.notFound);
      throw error;
    });
  return loadOneAnswer(db, input.evaluationId, input.questionKey, question);
}
