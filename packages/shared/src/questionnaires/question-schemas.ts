import * as v from 'valibot';
import { getDocumentRequirement, QUESTION_TYPES } from '../enums.ts';
import { boundedInteger, idSchema, integerBetween, optionalText, requiredText } from '../validation/fields.ts';
import { AppliesWhenSchema, APPLICABILITY_MESSAGES, DOCUMENT_REQUIRED_FOR } from './applicability.ts';

export const QUESTION_MESSAGES = {
  labelRequired: 'Le libellé de la question est obligatoire',
  typeRequired: 'Veuillez choisir un type de question',
  optionsMin: 'Ajoutez au moins deux options',
  optionLabelRequired: "Le libellé de l'option est obligatoire",
  optionScoreRange: "Le score d'une option doit être un entier compris entre 0 et 100",
  optionLabelsUnique: 'Deux options ne peuvent pas porter le même libellé',
  optionConforming: 'Au moins une option doit valoir 100 pour que la question puisse être conforme',
  scaleBounds: "Les bornes de l'échelle doivent être des entiers entre 0 et 10",
  scaleOrder: "Le maximum de l'échelle doit être supérieur au minimum",
  scaleLabels: "Il faut un libellé par niveau de l'échelle",
  thresholdRange: "Le seuil de conformité doit être compris dans l'échelle",
  weightRange: 'Le poids doit être un nombre compris entre 0,1 et 100',
  bothDocumentFlags: 'Un document ne peut pas être à la fois obligatoire et recommandé',
  expectedDocumentRequired: 'Précisez le document attendu',
  conformingAnswer: 'Indiquez la réponse conforme (Oui ou Non)',
} as const;

/** DESIGN §4, the HAS cotation: the default NOTATION scale. */
export const DEFAULT_NOTATION_SCALE = {
  min: 1,
  max: 4,
  labels: ['Pas du tout satisfaisant', 'Plutôt pas satisfaisant', 'Plutôt satisfaisant', 'Tout à fait satisfaisant'],
  allowOptimized: true,
};
export const DEFAULT_NOTATION_THRESHOLD = 3;

export const QuestionOptionSchema = v.object({
  label: requiredText(QUESTION_MESSAGES.optionLabelRequired, 300),
  score: integerBetween(0, 100, QUESTION_MESSAGES.optionScoreRange),
});
export type QuestionOption = v.InferOutput<typeof QuestionOptionSchema>;

const optionsSchema = v.pipe(
  v.optional(v.array(QuestionOptionSchema), []),
  v.minLength(2, QUESTION_MESSAGES.optionsMin),
  v.maxLength(20, 'Une question ne peut pas avoir plus de 20 options'),
  v.check(
    (options) => new Set(options.map((option) => option.label.toLowerCase())).size === options.length,
    QUESTION_MESSAGES.optionLabelsUnique,
  ),
);

const scaleBound = integerBetween(0, 10, QUESTION_MESSAGES.scaleBounds);

export const NotationScaleSchema = v.pipe(
  v.object({
    min: scaleBound,
    max: scaleBound,
    labels: v.array(requiredText(QUESTION_MESSAGES.scaleLabels, 120)),
    /** The *optimisé* mark above the top level, scored as the top level (DESIGN §4). */
    allowOptimized: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((scale) => scale.max > scale.min, QUESTION_MESSAGES.scaleOrder),
    ['max'],
  ),
  v.forward(
    v.check((scale) => scale.labels.length === scale.max - scale.min + 1, QUESTION_MESSAGES.scaleLabels),
    ['labels'],
  ),
);
export type NotationScale = v.InferOutput<typeof NotationScaleSchema>;

/** Fields every question type shares. */
const commonEntries = {
  label: requiredText(QUESTION_MESSAGES.labelRequired, 1000),
  helpText: optionalText(4000),
  /** Legal or reference text, e.g. 'CSP art. R2324-30'. */
  reference: optionalText(500),
  weight: v.optional(
    v.pipe(
      v.number(QUESTION_MESSAGES.weightRange),
      v.minValue(0.1, QUESTION_MESSAGES.weightRange),
      v.maxValue(100, QUESTION_MESSAGES.weightRange),
    ),
    1,
  ),
  /** An *impératif*: cannot be N/A; below the threshold it always calls for an action. */
  isCritical: v.optional(v.boolean(), false),
  isDocumentRequired: v.optional(v.boolean(), false),
  isDocumentRecommended: v.optional(v.boolean(), false),
  expectedDocument: optionalText(500),
  /** Issue 26 (ADR 035): when the question applies, read against the establishment's regulatory profile; none = always. */
  appliesWhen: v.optional(v.nullable(AppliesWhenSchema), null),
  /** Which answer a mandatory document proves: the conforming one (default), or any answer. */
  documentRequiredFor: v.optional(
    v.picklist(DOCUMENT_REQUIRED_FOR, APPLICABILITY_MESSAGES.documentRequiredFor),
    'CONFORMING_ANSWER',
  ),
  /**
   * Issue 27 item 3: how a gap on this question is worded as an action (« Réviser le projet d’établissement »),
   * when the default derived from the question (action-plans/proposal-wording.ts) would not do.
   */
  actionTitle: optionalText(300),
};

const booleanEntries = {
  type: v.literal('BOOLEAN'),
  /** The conforming answer: Oui by default. */
  conformingAnswer: v.optional(v.boolean(QUESTION_MESSAGES.conformingAnswer), true),
};
const selectEntries = { type: v.literal('SELECT'), options: optionsSchema };
const multipleChoiceEntries = { type: v.literal('MULTIPLE_CHOICE'), options: optionsSchema };
const notationEntries = {
  type: v.literal('NOTATION'),
  scale: v.optional(NotationScaleSchema, DEFAULT_NOTATION_SCALE),
  threshold: v.optional(v.number(QUESTION_MESSAGES.thresholdRange), DEFAULT_NOTATION_THRESHOLD),
};

const QuestionVariantSchema = v.variant(
  'type',
  [
    v.object({ ...commonEntries, ...booleanEntries }),
    v.object({ ...commonEntries, ...selectEntries }),
    v.object({ ...commonEntries, ...multipleChoiceEntries }),
    v.object({ ...commonEntries, ...notationEntries }),
  ],
  QUESTION_MESSAGES.typeRequired,
);
type QuestionDraft = v.InferOutput<typeof QuestionVariantSchema>;

/** A question as an author writes it: one shape per type (DESIGN §4), with rules across fields under the field to change. */
export const QuestionInputSchema = v.pipe(
  QuestionVariantSchema,
  v.forward(
    v.check(
      (question: QuestionDraft) => !(question.isDocumentRequired && question.isDocumentRecommended),
      QUESTION_MESSAGES.bothDocumentFlags,
    ),
    ['isDocumentRecommended'],
  ),
  v.forward(
    v.check(
      (question: QuestionDraft) => !getDocumentRequirement(question) || Boolean(question.expectedDocument),
      QUESTION_MESSAGES.expectedDocumentRequired,
    ),
    ['expectedDocument'],
  ),
  v.forward(
    v.check(
      (question: QuestionDraft) =>
        question.type !== 'NOTATION' ||
        (question.threshold >= question.scale.min && question.threshold <= question.scale.max),
      QUESTION_MESSAGES.thresholdRange,
    ),
    ['threshold'] as never,
  ),
  v.forward(
    v.check(
      (question: QuestionDraft) =>
        question.type !== 'SELECT' || question.options.some((option) => option.score === 100),
      QUESTION_MESSAGES.optionConforming,
    ),
    ['options'] as never,
  ),
);
export type QuestionInput = v.InferOutput<typeof QuestionInputSchema>;

export const QuestionSchema = v.object({
  id: v.string(),
  /** Stays the same across the form's versions; comparisons and routes use it. */
  key: v.string(),
  formId: v.string(),
  version: v.number(),
  position: v.number(),
  label: v.string(),
  helpText: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  type: v.picklist(QUESTION_TYPES),
  weight: v.number(),
  isCritical: v.boolean(),
  isDocumentRequired: v.boolean(),
  isDocumentRecommended: v.boolean(),
  documentRequirement: v.nullable(v.picklist(['MANDATORY', 'RECOMMENDED'])),
  expectedDocument: v.nullable(v.string()),
  actionTitle: v.nullable(v.string()),
  conformingAnswer: v.nullable(v.boolean()),
  options: v.array(v.object({ label: v.string(), score: v.number() })),
  scale: v.nullable(
    v.object({ min: v.number(), max: v.number(), labels: v.array(v.string()), allowOptimized: v.boolean() }),
  ),
  threshold: v.nullable(v.number()),
  appliesWhen: v.nullable(AppliesWhenSchema),
  documentRequiredFor: v.picklist(DOCUMENT_REQUIRED_FOR),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

export const QuestionCreateInputSchema = v.intersect([
  v.object({ formId: idSchema, position: v.optional(boundedInteger(0)) }),
  QuestionInputSchema,
]);

export const QuestionUpdateInputSchema = v.intersect([v.object({ id: idSchema }), QuestionInputSchema]);
