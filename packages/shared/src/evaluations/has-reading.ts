import * as v from 'valibot';
import { StoredAnswerValueSchema } from './schemas.ts';

/**
 * Review of ADR 043, item a: what an establishment's combined HAS reading is computed from — the latest completed
 * evaluation of each of its HAS questionnaires (their HAS criteria and answers), and the HAS questionnaires it
 * evaluates with none completed. The page computes the reading with the shared `combineHasParts`, as the PDFs do.
 */
export const HasReadingSchema = v.object({
  establishmentId: v.string(),
  parts: v.array(
    v.object({
      evaluationId: v.string(),
      formId: v.string(),
      formName: v.string(),
      completedAt: v.string(),
      questions: v.array(
        v.object({ key: v.string(), label: v.string(), helpText: v.nullable(v.string()), isCritical: v.boolean() }),
      ),
      answers: v.array(
        v.object({ questionKey: v.string(), value: v.nullable(StoredAnswerValueSchema), notApplicable: v.boolean() }),
      ),
      /** Frozen as not applying to the establishment (issue 26): count nowhere. */
      excludedKeys: v.array(v.string()),
    }),
  ),
  /** HAS questionnaires the establishment evaluates, never completed: not in the reading. */
  missingForms: v.array(v.object({ formId: v.string(), name: v.string(), inProgress: v.boolean() })),
});
export type HasReading = v.InferOutput<typeof HasReadingSchema>;
