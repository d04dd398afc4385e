import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence, answers } from '../db/schema-evaluations.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { storeUpload } from '../documents/store-upload.ts';
import type { FileStorage } from '../documents/storage.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { findOpenQuestion, loadOneAnswer } from './open-evaluation.ts';

type EvidenceInput = { evaluationId: string; questionKey: string };

/** The open evaluation, the question and its answer row: evidence proves an answer already given. */
async function findAnswerForEvidence(db: Database, actor: Actor, input: EvidenceInput) {
  // DESIGN §3: every role may attach evidence to answers (a COLLABORATOR: only that).
  const { record, question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  const [answer] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.evaluationId, input.evaluationId), eq(answers.questionKey, input.questionKey)));
  if (!answer) fieldError('documentId', EVALUATION_MESSAGES.answerFirst);
  return { record, question, answer };
}

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
