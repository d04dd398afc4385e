import {
  DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS,
  HAS_METHODS,
  methodOfQuestion,
  type HasMethod,
} from '@qc/shared/has-sessions/rules';
import type { HasSession } from '@qc/shared/has-sessions/schemas';
import { hasCriterionOf } from '@qc/shared/scoring/has';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hasSessionPlans } from '../db/schema-evaluations.ts';
import type { LoadedHasPart } from '../has/has-parts.ts';
import { loadSessionsOf } from '../has/has-sessions-queries.ts';

/** One completed HAS questionnaire run (at least in part) by method: what the pack's « Sessions par méthode » shows. */
export type HasPreparationSessionPart = {
  formName: string;
  /** Per method the form covers: the sessions held, and the accompagnés traceurs planned (null for the others). */
  methods: Array<{ method: HasMethod; held: number; planned: number | null }>;
  /** The criteria at least one session rated, in the form's order, with each session's cotation. */
  criteria: Array<{
    code: string;
    label: string;
    isImperatif: boolean;
    ratings: Array<{ session: string; text: string }>;
  }>;
};

/** What one session said of a criterion. */
export function sessionRatingText(answer: HasSession['answers'][number]): string {
  if (answer.notApplicable) return 'non concerné';
  if (answer.value === OPTIMIZED) return 'optimisé (4)';
  return answer.value === null ? 'non coté' : String(answer.value);
}

/**
 * Issue 30 item 4 with item 3 (ADR 048, addendum): the sessions by method of the completed evaluations the pack
 * combines (the parts, already read within the actor's scope). Three queries whatever the number of parts; the parts
 * without any session are left out (the section then says none were held).
 */
export async function readHasPreparationSessions(
  db: Database,
  parts: LoadedHasPart[],
): Promise<HasPreparationSessionPart[]> {
  const evaluationIds = parts.map((part) => part.evaluationId);
  if (evaluationIds.length === 0) return [];
  const [sessionsByEvaluation, plans] = await Promise.all([
    loadSessionsOf(db, evaluationIds),
    db.select().from(hasSessionPlans).where(inArray(hasSessionPlans.evaluationId, evaluationIds)),
  ]);
  const result: HasPreparationSessionPart[] = [];
  for (const part of parts) {
    const sessions = sessionsByEvaluation.get(part.evaluationId) ?? [];
    if (sessions.length === 0) continue;
    const planned =
      plans.find((plan) => plan.evaluationId === part.evaluationId)?.plannedAccompagnesTraceurs ??
      DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS;
    const excluded = new Set(part.excludedKeys);
    const questions = part.questions.filter(
      (question) => methodOfQuestion(question.key) && !excluded.has(question.key),
    );
    const methods = HAS_METHODS.filter(
      (method) =>
        questions.some((question) => methodOfQuestion(question.key) === method) ||
        sessions.some((session) => session.method === method),
    ).map((method) => ({
      method,
      held: sessions.filter((session) => session.method === method).length,
      planned: method === 'ACCOMPAGNE_TRACEUR' ? planned : null,
    }));
    const criteria: HasPreparationSessionPart['criteria'] = [];
    for (const question of questions) {
      const ratings = sessions.flatMap((session) =>
        session.answers
          .filter((answer) => answer.questionKey === question.key)
          .map((answer) => ({ session: session.label, text: sessionRatingText(answer) })),
      );
      const criterion = hasCriterionOf(question);
      if (ratings.length === 0 || !criterion) continue;
      criteria.push({ code: criterion.code, label: question.label, isImperatif: question.isCritical, ratings });
    }
    result.push({ formName: part.formName, methods, criteria });
  }
  return result;
}
