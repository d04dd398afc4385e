import { getParisToday } from '@qc/shared/dates';
import { HAS_PREPARATION_MESSAGES } from '@qc/shared/reports/messages';
import { combineHasParts, pickHasCriteria } from '@qc/shared/scoring/has-parts';
import { and, eq, inArray } from 'drizzle-orm';
import { actionScopeWhere, selectActions, toActions } from '../action-plans/queries.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import { readEstablishmentHas } from '../has/get-has-reading.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentInfo } from './establishment-info.ts';
import { readHasPreparationSessions } from './has-preparation-sessions.ts';
import { isToPrepare, type HasPreparationCriterion, type HasPreparationReportData } from './has-preparation-report.tsx';

/**
 * Issue 30 item 4 (review of ADR 043, item d): the HAS preparation pack's data — the establishment's combined reading,
 * per criterion its result and the evidence attached to its answer, and the weak criteria and impératifs below 4
 * with their actions. Read and scoped here; rendered in the report workers.
 */
export async function readHasPreparation(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<Omit<HasPreparationReportData, 'generatedAt'>> {
  const establishment = await findEstablishmentInfo(db, actor, establishmentId);
  const { parts, missingForms } = await readEstablishmentHas(db, actor, establishmentId);
  const result = combineHasParts(parts);
  if (!result) conflict(HAS_PREPARATION_MESSAGES.nothingCompleted);
  const picked = new Map(pickHasCriteria(parts).map((item) => [item.question.key, item]));
  const today = getParisToday();
  const criteria: HasPreparationCriterion[] = result.criteria.map((criterion) => {
    const source = picked.get(criterion.questionKey)!;
    const answerRow = source.part.answerRows.find((item) => item.row.questionKey === criterion.questionKey);
    const question = source.part.questions.find((item) => item.key === criterion.questionKey);
    return {
      questionKey: criterion.questionKey,
      code: criterion.code,
      label: criterion.label,
      formName: source.part.formName,
      isImperatif: criterion.isImperatif,
      cotation: criterion.cotation,
      optimized: criterion.optimized,
      notConcerned: criterion.notConcerned,
      notConcernedImperatif: criterion.notConcernedImperatif,
      evidence: (answerRow?.evidence ?? []).map((document) => ({
        name: document.name,
        validUntil: document.validUntil,
        isExpired: document.validUntil !== null && document.validUntil < today,
      })),
      expectedDocument: question?.expectedDocument ?? null,
    };
  });
  const keys = criteria.filter(isToPrepare).map((item) => item.questionKey);
  // The actions of the establishment on those criteria, whichever evaluation proposed them (the key is stable across
  // versions, ADR 013), within the actor's scope of the plan.
  const actionRecords = keys.length
    ? await selectActions(db).where(
        and(
          eq(actions.establishmentId, establishmentId),
          inArray(actions.questionKey, keys),
          await actionScopeWhere(actor),
        ),
      )
    : [];
  const [planned, sessions] = await Promise.all([toActions(db, actionRecords), readHasPreparationSessions(db, parts)]);
  return {
    establishment,
    has: {
      result,
      parts: parts.map((part) => ({ formName: part.formName, completedAt: part.completedAt })),
      missingForms: missingForms.map(({ name, inProgress }) => ({ name, inProgress })),
    },
    criteria,
    actions: planned.map((action) => ({
      questionKey: action.questionKey!,
      title: action.title,
      responsibleName: action.responsibleName,
      dueDate: action.dueDate,
      status: action.status,
    })),
    sessions,
  };
}
