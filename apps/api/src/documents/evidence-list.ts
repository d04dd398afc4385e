import type { EvidenceDocument } from '@qc/shared/documents/schemas';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getParisToday } from '@qc/shared/dates';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence, answers } from '../db/schema-evaluations.ts';
import { actionEvidence, actions } from '../db/schema-action-plans.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { toDocument } from './queries.ts';
import { questionOfEvaluation } from '../questionnaires/question-of-evaluation.ts';

/**
 * Issue 19 item 8: the proofs uploaded in an establishment's evaluations and
 * actions (purpose EVIDENCE), which its Documents tab never showed, each with
 * the answers (evaluation, form, question as worded in the version answered)
 * and the actions it proves. Scoped like every document of the establishment.
 */
export async function listEstablishmentEvidence(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<EvidenceDocument[]> {
  const [establishment] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound('Établissement introuvable');

  const rows = await db
    .select({ document: documents, uploadedByName: user.name })
    .from(documents)
    .leftJoin(user, eq(user.id, documents.uploadedById))
    .where(and(eq(documents.establishmentId, establishmentId), eq(documents.purpose, 'EVIDENCE')))
    .orderBy(desc(documents.createdAt), asc(documents.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.document.id);

  const [answerRows, actionRows] = await Promise.all([
    db
      .select({
        documentId: answerEvidence.documentId,
        evaluationId: evaluations.id,
        evaluationStatus: evaluations.status,
        completedAt: evaluations.completedAt,
        formId: forms.id,
        formName: forms.name,
        questionKey: answers.questionKey,
        questionLabel: questions.label,
      })
      .from(answerEvidence)
      .innerJoin(answers, eq(answers.id, answerEvidence.answerId))
      .innerJoin(evaluations, eq(evaluations.id, answers.evaluationId))
      .innerJoin(forms, eq(forms.id, evaluations.formId))
      .leftJoin(questions, questionOfEvaluation(evaluations, answers.questionKey))
      // The evaluation's own establishment too: a proof is never shown beside another establishment's answer.
      .where(and(inArray(answerEvidence.documentId, ids), eq(evaluations.establishmentId, establishmentId)))
      .orderBy(desc(evaluations.startedAt), asc(questions.position)),
    db
      .select({ documentId: actionEvidence.documentId, id: actions.id, title: actions.title })
      .from(actionEvidence)
      .innerJoin(actions, eq(actions.id, actionEvidence.actionId))
      .where(and(inArray(actionEvidence.documentId, ids), eq(actions.establishmentId, establishmentId)))
      .orderBy(asc(actions.title)),
  ]);

  const today = getParisToday();
  return rows.map((row) => ({
    ...toDocument(row.document, row.uploadedByName, today),
    answers: answerRows
      .filter((answer) => answer.documentId === row.document.id)
      .map(({ documentId: _documentId, completedAt, evaluationStatus, questionLabel, ...answer }) => ({
        ...answer,
        evaluationStatus: evaluationStatus === 'COMPLETED' ? 'COMPLETED' : 'IN_PROGRESS',
        completedAt: completedAt ? toIso(completedAt) : null,
        questionLabel: questionLabel ?? answer.questionKey,
      })),
    actions: actionRows
      .filter((action) => action.documentId === row.document.id)
      .map(({ documentId: _documentId, ...action }) => action),
  }));
}
