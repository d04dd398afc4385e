import * as v from 'valibot';
import { AnswerSchema } from '../evaluations/schemas.ts';
import { QuestionSchema } from '../questionnaires/question-schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { GroupViewInputSchema } from './schemas.ts';

/* Issue 17 item 2: the sites compared on one form, question by question. */

export const GROUP_COMPARE_MESSAGES = {
  formNotFound: 'Questionnaire introuvable',
  questionNotFound: 'Question introuvable dans ce questionnaire',
} as const;

/** The same scope and establishment filters as the group view, for one form. */
const compareFilterEntries = {
  clientId: GroupViewInputSchema.entries.clientId,
  legalEntityId: GroupViewInputSchema.entries.legalEntityId,
  category: GroupViewInputSchema.entries.category,
  city: GroupViewInputSchema.entries.city,
  /** The group view's name search: the comparison is about the sites the manager sees. */
  search: GroupViewInputSchema.entries.search,
};

export const GroupCompareInputSchema = v.object({ formId: idSchema, ...compareFilterEntries });
export type GroupCompareInput = v.InferOutput<typeof GroupCompareInputSchema>;

export const GroupCompareQuestionInputSchema = v.object({
  formId: idSchema,
  questionKey: idSchema,
  ...compareFilterEntries,
});
export type GroupCompareQuestionInput = v.InferOutput<typeof GroupCompareQuestionInputSchema>;

const CompareSiteSchema = v.object({ id: v.string(), name: v.string(), city: v.string() });

export const GroupComparisonSchema = v.object({
  form: v.object({ id: v.string(), name: v.string(), version: v.number() }),
  /** The sites the form applies to, in scope and filters, with their latest completed evaluation of it. */
  sites: v.array(
    v.object({
      ...CompareSiteSchema.entries,
      evaluationId: v.nullable(v.string()),
      completedAt: v.nullable(v.string()),
      formVersion: v.nullable(v.number()),
      score: v.nullable(v.number()),
      conformityRate: v.nullable(v.number()),
    }),
  ),
  questions: v.array(
    v.object({
      key: v.string(),
      label: v.string(),
      position: v.number(),
      reference: v.nullable(v.string()),
      isCritical: v.boolean(),
      conforming: v.number(),
      nonConforming: v.number(),
      notApplicable: v.number(),
      /** Issue 26: evaluated sites whose evaluation froze it as not applying; neither unanswered nor a gap. */
      setAside: v.number(),
      /** Evaluated sites whose evaluation has no answer to it (another version of the form). */
      unanswered: v.number(),
      /** Conforming answers / applicable answers × 100 across the group. */
      conformityRate: v.nullable(v.number()),
      nonConformingSites: v.array(CompareSiteSchema),
    }),
  ),
});
export type GroupComparison = v.InferOutput<typeof GroupComparisonSchema>;

export const GroupQuestionComparisonSchema = v.object({
  question: v.object({
    key: v.string(),
    label: v.string(),
    reference: v.nullable(v.string()),
    isCritical: v.boolean(),
    expectedDocument: v.nullable(v.string()),
    /** What the screen needs to write each answer out (formatAnswerValue). */
    type: QuestionSchema.entries.type,
    scale: QuestionSchema.entries.scale,
  }),
  rows: v.array(
    v.object({
      site: CompareSiteSchema,
      evaluationId: v.nullable(v.string()),
      completedAt: v.nullable(v.string()),
      /** Null: no completed evaluation of the form, or none answering this question. */
      answer: v.nullable(AnswerSchema),
      /**
       * Issue 26 (ADR 035): the question does not apply at this site, and why — as its evaluation froze it
       * (EVALUATION), or, for a site not yet evaluated, as its profile says today (PROFILE). An answer kept from
       * before stays in `answer`, and counts for nothing.
       */
      setAside: v.nullable(v.object({ reason: v.string(), source: v.picklist(['EVALUATION', 'PROFILE']) })),
    }),
  ),
});
export type GroupQuestionComparison = v.InferOutput<typeof GroupQuestionComparisonSchema>;
