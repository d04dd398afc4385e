import type { HasReading } from '@qc/shared/evaluations/has-reading';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import type { Actor } from '../scope/actor.ts';
import { HAS_KEY_PATTERN, loadHasParts, type LoadedHasPart } from './has-parts.ts';

/**
 * Review of ADR 043, item a: the establishment's HAS questionnaires read as one. The overview checks the
 * establishment against the actor's scope (404 « Établissement introuvable » otherwise) and lists the forms it
 * evaluates; those whose current version holds a HAS criterion and that were never completed are « missing ».
 */
export async function readEstablishmentHas(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<{ parts: LoadedHasPart[]; missingForms: HasReading['missingForms'] }> {
  const overview = await getEvaluationOverview(db, actor, establishmentId);
  const [partsByEstablishment, hasForms] = await Promise.all([
    loadHasParts(db, [establishmentId]),
    overview.forms.length
      ? db
          .selectDistinct({ formId: questions.formId })
          .from(questions)
          .innerJoin(forms, and(eq(forms.id, questions.formId), eq(forms.version, questions.version)))
          .where(
            and(
              inArray(
                questions.formId,
                overview.forms.map((item) => item.form.id),
              ),
              like(questions.key, HAS_KEY_PATTERN),
            ),
          )
      : Promise.resolve([]),
  ]);
  const parts = partsByEstablishment.get(establishmentId) ?? [];
  const combined = new Set(parts.map((part) => part.formId));
  const hasFormIds = new Set(hasForms.map((row) => row.formId));
  const missingForms = overview.forms
    .filter((item) => hasFormIds.has(item.form.id) && !combined.has(item.form.id))
    .map((item) => ({ formId: item.form.id, name: item.form.name, inProgress: item.inProgress !== null }));
  return { parts, missingForms };
}

export async function getHasReading(db: Database, actor: Actor, establishmentId: string): Promise<HasReading> {
  const { parts, missingForms } = await readEstablishmentHas(db, actor, establishmentId);
  return {
    establishmentId,
    parts: parts.map((part) => ({
      evaluationId: part.evaluationId,
      formId: part.formId,
      formName: part.formName,
      completedAt: part.completedAt,
      questions: part.questions.map(({ key, label, helpText, isCritical }) => ({ key, label, helpText, isCritical })),
      answers: part.answers,
      excludedKeys: part.excludedKeys,
    })),
    missingForms,
  };
}
