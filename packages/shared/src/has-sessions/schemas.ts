import * as v from 'valibot';
import { idSchema } from '../validation/fields.ts';
import { AnswerValueSchema } from '../evaluations/schemas.ts';
import { HAS_METHODS, MAX_PLANNED_ACCOMPAGNES_TRACEURS } from './rules.ts';

export const HAS_SESSION_MESSAGES = {
  methodInvalid: 'Choisissez une méthode : accompagné traceur, traceur ciblé ou audit système',
  notHas: 'Ce questionnaire ne contient aucun critère de la HAS : il ne s’évalue pas par méthode',
  noCriterionForMethod: 'Ce questionnaire ne contient aucun critère évalué par cette méthode',
  sessionNotFound: 'Session introuvable pour cette auto-évaluation',
  wrongMethod: 'Ce critère n’est pas évalué par la méthode de cette session',
  plannedInvalid: `Le nombre d’accompagnés traceurs prévus est un entier de 1 à ${MAX_PLANNED_ACCOMPAGNES_TRACEURS}`,
  tooManySessions: 'Une évaluation compte au plus 50 sessions par méthode',
} as const;

export const HasMethodSchema = v.picklist(HAS_METHODS, HAS_SESSION_MESSAGES.methodInvalid);

export const HasSessionStartInputSchema = v.object({ evaluationId: idSchema, method: HasMethodSchema });

export const HasPlannedInputSchema = v.object({
  evaluationId: idSchema,
  planned: v.pipe(
    v.number(HAS_SESSION_MESSAGES.plannedInvalid),
    v.integer(HAS_SESSION_MESSAGES.plannedInvalid),
    v.minValue(1, HAS_SESSION_MESSAGES.plannedInvalid),
    v.maxValue(MAX_PLANNED_ACCOMPAGNES_TRACEURS, HAS_SESSION_MESSAGES.plannedInvalid),
  ),
});

export const HasSessionAnswerInputSchema = v.object({
  evaluationId: idSchema,
  sessionId: idSchema,
  questionKey: idSchema,
  value: v.optional(v.nullable(AnswerValueSchema), null),
  notApplicable: v.optional(v.boolean(), false),
});
export type HasSessionAnswerInput = v.InferOutput<typeof HasSessionAnswerInputSchema>;

const SessionAnswerSchema = v.object({
  questionKey: v.string(),
  value: v.nullable(AnswerValueSchema),
  notApplicable: v.boolean(),
});

export const HasSessionSchema = v.object({
  id: v.string(),
  method: HasMethodSchema,
  number: v.number(),
  label: v.string(),
  answers: v.array(SessionAnswerSchema),
  createdAt: v.string(),
});
export type HasSession = v.InferOutput<typeof HasSessionSchema>;

export const HasSessionsSchema = v.object({
  evaluationId: v.string(),
  /** The accompagnés traceurs planned: set by the quality manager, or the product's default (ADR 048). */
  plannedAccompagnesTraceurs: v.number(),
  plannedIsDefault: v.boolean(),
  /** The criteria each method covers in this evaluation (those frozen as not applying left out). */
  criteria: v.array(
    v.object({
      questionKey: v.string(),
      code: v.string(),
      label: v.string(),
      isCritical: v.boolean(),
      method: HasMethodSchema,
    }),
  ),
  sessions: v.array(HasSessionSchema),
});
export type HasSessions = v.InferOutput<typeof HasSessionsSchema>;
