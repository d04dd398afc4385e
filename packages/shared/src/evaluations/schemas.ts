import * as v from 'valibot';
import { listInput } from '../common/list.ts';
import { labelledEnum } from '../enums.ts';
import { DocumentSchema } from '../documents/schemas.ts';
import { PROFILE_FIELDS } from '../establishments/profile.ts';
import { QuestionSchema } from '../questionnaires/question-schemas.ts';
import { FormSchema, KindSchema } from '../questionnaires/schemas.ts';
import { boundedInteger, idSchema, noControlCharacters } from '../validation/fields.ts';

/** DESIGN §5: an evaluation is answered (IN_PROGRESS), then completed; completing freezes its results. */
export const { values: EVALUATION_STATUSES, labels: EVALUATION_STATUS_LABELS } = labelledEnum([
  ['IN_PROGRESS', 'En cours'],
  ['COMPLETED', 'Terminée'],
]);
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const EVALUATION_MESSAGES = {
  notFound: 'Auto-évaluation introuvable',
  establishmentNotFound: 'Établissement introuvable',
  formNotFound: 'Questionnaire introuvable',
  formInactive: "Ce questionnaire est inactif : il n'est plus proposé à l'évaluation",
  formEmpty: "Ce questionnaire n'a encore aucune question",
  formNotApplicable: "Ce questionnaire ne s'applique pas à la catégorie de cet établissement",
  notInProgress: 'Cette auto-évaluation est terminée : rouvrez-la pour modifier ses réponses',
  notCompleted: 'Seule une auto-évaluation terminée peut être rouverte',
  alreadyInProgress: 'Une autre auto-évaluation de ce questionnaire est déjà en cours pour cet établissement',
  questionNotFound: 'Cette question ne fait pas partie de la version évaluée du questionnaire',
  valueRequired: 'Veuillez répondre à la question, ou la déclarer non concernée',
  valueInvalid: 'Cette réponse ne correspond pas aux choix proposés par la question',
  criticalNotApplicable: 'Un impératif ne peut pas être déclaré non concerné',
  justificationRequired: 'Justifiez pourquoi la question ne concerne pas cet établissement',
  versionConflict:
    "Cette réponse a été modifiée par quelqu'un d'autre entre-temps : la version enregistrée est affichée, vérifiez-la avant de la modifier",
  documentNotFound: 'Document introuvable pour cet établissement',
  answerFirst: "Répondez d'abord à la question avant d'y joindre une preuve",
  incomplete: "L'auto-évaluation ne peut pas être terminée : des réponses ou des documents manquent",
  applicabilityCompleted: 'Cette auto-évaluation est terminée : son applicabilité reste celle de son évaluation',
  questionSetAside: 'Cette question ne s’applique pas à cet établissement : elle n’attend pas de réponse',
} as const;

/** An answer's value that is not a number, the same entered and stored: BOOLEAN, SELECT, MULTIPLE_CHOICE. */
const answerChoiceValues = [
  v.boolean(),
  v.pipe(v.string(), v.maxLength(300)),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(20)),
] as const;

/**
 * An answer's value by question type: BOOLEAN a boolean, SELECT an option label,
 * MULTIPLE_CHOICE option labels, NOTATION a level or 'OPTIMIZED' (scoring/score.ts).
 */
export const AnswerValueSchema = v.union(
  [...answerChoiceValues, v.pipe(v.number(), v.integer())],
  EVALUATION_MESSAGES.valueInvalid,
);

/**
 * A stored answer's value: as above, except that an HAS criterion evaluated in sessions by method holds the mean of
 * its sessions' cotations, unrounded (3.5; ADR 048). A person still only enters a level (the input above).
 */
export const StoredAnswerValueSchema = v.union(
  [...answerChoiceValues, v.pipe(v.number(), v.finite())],
  EVALUATION_MESSAGES.valueInvalid,
);

const optionalNote = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, message),
        noControlCharacters(),
        v.transform((value) => value || null),
      ),
    ),
    null,
  );

export const AnswerSaveInputSchema = v.object({
  evaluationId: idSchema,
  questionKey: idSchema,
  value: v.optional(v.nullable(AnswerValueSchema), null),
  notApplicable: v.optional(v.boolean(), false),
  justification: optionalNote(2000, 'La justification ne peut pas dépasser 2 000 caractères'),
  comment: optionalNote(4000, 'Le commentaire ne peut pas dépasser 4 000 caractères'),
  /** The version the user edited (0 for a first answer): a stale one answers 409 (DESIGN §5). */
  // Bounded: 99999999999 overflowed the integer column (a 500, issue 12).
  expectedVersion: boundedInteger(0),
});
export type AnswerSaveInput = v.InferOutput<typeof AnswerSaveInputSchema>;

export const AnswerSchema = v.object({
  id: v.string(),
  questionKey: v.string(),
  value: v.nullable(StoredAnswerValueSchema),
  notApplicable: v.boolean(),
  justification: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  /** Score 0–100 of this answer, null when N/A. */
  score: v.nullable(v.number()),
  isConforming: v.nullable(v.boolean()),
  evidence: v.array(DocumentSchema),
  answeredByName: v.nullable(v.string()),
  answeredAt: v.string(),
  version: v.number(),
});
export type Answer = v.InferOutput<typeof AnswerSchema>;

export const EvaluationResultSchema = v.object({
  score: v.nullable(v.number()),
  conformityRate: v.nullable(v.number()),
  answered: v.number(),
  notApplicable: v.number(),
  total: v.number(),
  criticalNonConformities: v.number(),
  missingMandatoryDocuments: v.number(),
});

export const EvaluationSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  establishmentName: v.string(),
  formId: v.string(),
  formName: v.string(),
  formKind: KindSchema,
  formVersion: v.number(),
  status: v.picklist(EVALUATION_STATUSES),
  startedByName: v.nullable(v.string()),
  startedAt: v.string(),
  completedByName: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  /** Live while IN_PROGRESS, frozen at completion. */
  result: EvaluationResultSchema,
});
export type Evaluation = v.InferOutput<typeof EvaluationSchema>;

/** Issue 26 (ADR 035): the questions frozen as not applying to the establishment, and why. */
export const EvaluationApplicabilitySchema = v.object({
  /** When it was frozen (start, or the last « Mettre à jour l'applicabilité »); null: started before profiles, all apply. */
  frozenAt: v.nullable(v.string()),
  notApplicable: v.array(v.object({ questionKey: v.string(), reason: v.string() })),
  /** In progress, and the establishment's profile now gives other exclusions: a refresh is offered. */
  outdated: v.boolean(),
  /** Profile fields the questions' conditions read that are empty: the screen invites to complete the profile. */
  missingProfileFields: v.array(v.picklist(PROFILE_FIELDS)),
});
export type EvaluationApplicability = v.InferOutput<typeof EvaluationApplicabilitySchema>;

export const EvaluationDetailSchema = v.object({
  ...EvaluationSchema.entries,
  applicability: EvaluationApplicabilitySchema,
  /** The questions of the evaluated version, in order. */
  questions: v.array(QuestionSchema),
  answers: v.array(AnswerSchema),
});
export type EvaluationDetail = v.InferOutput<typeof EvaluationDetailSchema>;

export const EvaluationStartInputSchema = v.object({
  establishmentId: idSchema,
  formId: idSchema,
  /** Start from the answers of the last completed evaluation of this form (DESIGN §5). */
  fromPrevious: v.optional(v.boolean(), false),
});

export const EvaluationListInputSchema = listInput({
  establishmentId: idSchema,
  status: v.optional(v.picklist(EVALUATION_STATUSES, 'Statut inconnu')),
  formId: v.optional(idSchema),
});

/** What stops completion, each with the question to open. */
export const MissingItemSchema = v.object({
  questionKey: v.string(),
  position: v.number(),
  label: v.string(),
  reason: v.picklist(['UNANSWERED', 'JUSTIFICATION', 'CRITICAL_NOT_APPLICABLE', 'MANDATORY_DOCUMENT']),
  message: v.string(),
});
export type MissingItem = v.InferOutput<typeof MissingItemSchema>;

export const EvidenceInputSchema = v.object({
  evaluationId: idSchema,
  questionKey: idSchema,
  documentId: idSchema,
});

/** The evaluation state of each form that applies to an establishment (the /auto-evaluation screens). */
export const EvaluationOverviewSchema = v.object({
  establishmentId: v.string(),
  forms: v.array(
    v.object({
      form: FormSchema,
      categoryPosition: v.nullable(v.number()),
      inProgress: v.nullable(
        v.object({ id: v.string(), answered: v.number(), total: v.number(), startedAt: v.string() }),
      ),
      lastCompleted: v.nullable(
        v.object({
          id: v.string(),
          score: v.nullable(v.number()),
          conformityRate: v.nullable(v.number()),
          completedAt: v.string(),
          /** Mandatory documents whose proofs have all expired since (ADR 017). */
          expiredMandatoryDocuments: v.number(),
        }),
      ),
    }),
  ),
});
export type EvaluationOverview = v.InferOutput<typeof EvaluationOverviewSchema>;

/** DESIGN §5 "comparison with the previous evaluation of the same form (question by question)". */
export const EvaluationComparisonSchema = v.object({
  current: EvaluationSchema,
  previous: v.nullable(EvaluationSchema),
  rows: v.array(
    v.object({
      questionKey: v.string(),
      label: v.string(),
      position: v.number(),
      /** Null when the question did not exist in that version, or was not answered. */
      current: v.nullable(AnswerSchema),
      previous: v.nullable(AnswerSchema),
      /** current score − previous score, when both are scored. */
      delta: v.nullable(v.number()),
    }),
  ),
});
export type EvaluationComparison = v.InferOutput<typeof EvaluationComparisonSchema>;
