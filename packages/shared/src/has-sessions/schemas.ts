import * as v from 'valibot';
import { idSchema, integerBetween, noControlCharacters } from '../validation/fields.ts';
import { AnswerValueSchema } from '../evaluations/schemas.ts';
import { HAS_METHODS, MAX_HAS_SESSION_NAME_LENGTH, MAX_PLANNED_ACCOMPAGNES_TRACEURS } from './rules.ts';

export const HAS_SESSION_MESSAGES = {
  methodInvalid: 'Choisissez une méthode : accompagné traceur, traceur ciblé ou audit système',
  notHas: 'Ce questionnaire ne contient aucun critère de la HAS : il ne s’évalue pas par méthode',
  noCriterionForMethod: 'Ce questionnaire ne contient aucun critère évalué par cette méthode',
  sessionNotFound: 'Session introuvable pour cette auto-évaluation',
  wrongMethod: 'Ce critère n’est pas évalué par la méthode de cette session',
  plannedInvalid: `Le nombre d’accompagnés traceurs prévus est un entier de 1 à ${MAX_PLANNED_ACCOMPAGNES_TRACEURS}`,
  tooManySessions: 'Une évaluation compte au plus 50 sessions par méthode',
  nameInvalid: 'Le nom d’une session est un texte',
  nameTooLong: `Le nom d’une session compte au plus ${MAX_HAS_SESSION_NAME_LENGTH} caractères`,
} as const;

export const HasMethodSchema = v.picklist(HAS_METHODS, HAS_SESSION_MESSAGES.methodInvalid);

export const HasSessionStartInputSchema = v.object({ evaluationId: idSchema, method: HasMethodSchema });

export const HasPlannedInputSchema = v.object({
  evaluationId: idSchema,
  planned: integerBetween(1, MAX_PLANNED_ACCOMPAGNES_TRACEURS, HAS_SESSION_MESSAGES.plannedInvalid),
});

export const HasSessionAnswerInputSchema = v.object({
  evaluationId: idSchema,
  sessionId: idSchema,
  questionKey: idSchema,
  value: v.optional(v.nullable(AnswerValueSchema), null),
  notApplicable: v.optional(v.boolean(), false),
});
export type HasSessionAnswerInput = v.InferOutput<typeof HasSessionAnswerInputSchema>;

/**
 * A session's optional name (issue 30 item 3): a landmark such as a path, a unit or a process, never a person (the
 * session stays anonymous). Trimmed; empty or absent clears it.
 */
export const HasSessionNameSchema = v.pipe(
  v.nullish(v.string(HAS_SESSION_MESSAGES.nameInvalid), ''),
  v.trim(),
  v.maxLength(MAX_HAS_SESSION_NAME_LENGTH, HAS_SESSION_MESSAGES.nameTooLong),
  noControlCharacters(),
  v.transform((name): string | null => name || null),
);

export const HasSessionRenameInputSchema = v.object({
  evaluationId: idSchema,
  sessionId: idSchema,
  name: HasSessionNameSchema,
});
export type HasSessionRenameInput = v.InferOutput<typeof HasSessionRenameInputSchema>;

const SessionAnswerSchema = v.object({
  questionKey: v.string(),
  value: v.nullable(AnswerValueSchema),
  notApplicable: v.boolean(),
});

export const HasSessionSchema = v.object({
  id: v.string(),
  method: HasMethodSchema,
  number: v.number(),
  /** The name given to it, if any (never a person's). */
  name: v.nullable(v.string()),
  /** « Accompagné traceur n° 2 », followed by its name when it has one. */
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
