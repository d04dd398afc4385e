import * as v from 'valibot';
import { labelledEnum } from '../enums.ts';
import { idSchema, noControlCharacters, requiredId } from '../validation/fields.ts';

/**
 * Issue 27 item 2 (DESIGN §9, ADR 039): sharing out an evaluation. The director gives questions — one, a
 * few, or the whole questionnaire (its section of the category) — to a user of the establishment; each
 * assigned question goes through these review states.
 */
export const { values: ASSIGNMENT_STATUSES, labels: ASSIGNMENT_STATUS_LABELS } = labelledEnum([
  ['ASSIGNED', 'À répondre'],
  ['READY_FOR_REVIEW', 'Prête pour relecture'],
  ['SENT_BACK', 'Renvoyée'],
  ['ACCEPTED', 'Acceptée'],
]);
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The states in which the assignee may still answer: before she hands it in, and once it is sent back. */
export const ANSWERABLE_ASSIGNMENT_STATUSES = ['ASSIGNED', 'SENT_BACK'] as const satisfies AssignmentStatus[];

/** One request assigns or reviews at most this many questions (the largest library form has fewer). */
export const MAX_ASSIGNED_KEYS = 500;

export const SHARING_MESSAGES = {
  assigneeInvalid: 'Choisissez une personne de l’équipe de l’établissement qui a un compte utilisateur',
  keysRequired: 'Choisissez au moins une question',
  keysTooMany: `Choisissez au plus ${MAX_ASSIGNED_KEYS} questions à la fois`,
  keyUnknown: 'Une des questions choisies ne fait pas partie de cette auto-évaluation',
  notAssigned: 'Une des questions choisies n’est confiée à personne',
  assignedToOther:
    'Cette question est confiée à une autre personne de l’équipe : seules ses questions et la direction peuvent y répondre',
  handedIn:
    'Vous avez rendu cette question pour relecture : elle ne peut plus être modifiée, sauf si elle vous est renvoyée',
  nothingToHandIn: 'Vous n’avez aucune question à rendre pour relecture dans cette auto-évaluation',
  unansweredFirst: (count: number) =>
    count > 1
      ? `Répondez d’abord aux ${count} questions qui vous sont confiées et n’ont pas de réponse`
      : 'Répondez d’abord à la question qui vous est confiée et n’a pas de réponse',
  notReady: 'Seule une question rendue pour relecture peut être acceptée',
  notReviewable: 'Seule une question rendue pour relecture ou déjà acceptée peut être renvoyée',
  noteRequired: 'Dites en quelques mots ce qu’il faut reprendre',
  noteTooLong: 'La note ne peut pas dépasser 2 000 caractères',
  decisionInvalid: 'Choisissez d’accepter ou de renvoyer',
  /** « Terminer » while questions given out are not accepted yet (ADR 039). */
  reviewPending: (counts: { assigned: number; ready: number; sentBack: number }) => {
    const parts = [
      counts.ready > 0 ? `${counts.ready} à relire` : null,
      counts.sentBack > 0 ? `${counts.sentBack} renvoyée${counts.sentBack > 1 ? 's' : ''}` : null,
      counts.assigned > 0 ? `${counts.assigned} pas encore rendue${counts.assigned > 1 ? 's' : ''}` : null,
    ].filter(Boolean);
    return `L’auto-évaluation ne peut pas être terminée : des questions confiées ne sont pas encore acceptées (${parts.join(', ')}). Acceptez-les ou retirez leur attribution avant de terminer.`;
  },
} as const;

const questionKeysSchema = v.pipe(
  v.array(idSchema, SHARING_MESSAGES.keysRequired),
  v.minLength(1, SHARING_MESSAGES.keysRequired),
  v.maxLength(MAX_ASSIGNED_KEYS, SHARING_MESSAGES.keysTooMany),
);

export const AssignInputSchema = v.object({
  id: idSchema,
  assigneeId: requiredId(SHARING_MESSAGES.assigneeInvalid),
  questionKeys: questionKeysSchema,
});
export type AssignInput = v.InferOutput<typeof AssignInputSchema>;

export const UnassignInputSchema = v.object({ id: idSchema, questionKeys: questionKeysSchema });
export type UnassignInput = v.InferOutput<typeof UnassignInputSchema>;

export const REVIEW_DECISIONS = ['ACCEPT', 'SEND_BACK'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const ReviewInputSchema = v.pipe(
  v.object({
    id: idSchema,
    questionKeys: questionKeysSchema,
    decision: v.picklist(REVIEW_DECISIONS, SHARING_MESSAGES.decisionInvalid),
    note: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(2000, SHARING_MESSAGES.noteTooLong),
          noControlCharacters(),
          v.transform((value) => value || null),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.check((input) => input.decision !== 'SEND_BACK' || Boolean(input.note), SHARING_MESSAGES.noteRequired),
    ['note'],
  ),
);
export type ReviewInput = v.InferOutput<typeof ReviewInputSchema>;

export const AssignmentSchema = v.object({
  questionKey: v.string(),
  assigneeId: v.string(),
  assigneeName: v.string(),
  status: v.picklist(ASSIGNMENT_STATUSES),
  /** The director's note when she sent it back (kept until it is accepted). */
  note: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type Assignment = v.InferOutput<typeof AssignmentSchema>;

export const TeamMemberSchema = v.object({ id: v.string(), name: v.string(), role: v.string() });

export const EvaluationSharingSchema = v.object({
  evaluationId: v.string(),
  assignments: v.array(AssignmentSchema),
  /** Who may be given questions: the users linked to the establishment who may answer (DIRECTOR, COLLABORATOR). */
  team: v.array(TeamMemberSchema),
  /** Whether the caller is held to her own questions (a COLLABORATOR on a shared evaluation). */
  restrictedToMine: v.boolean(),
});
export type EvaluationSharing = v.InferOutput<typeof EvaluationSharingSchema>;

export const { values: HISTORY_EVENTS, labels: HISTORY_EVENT_LABELS } = labelledEnum([
  ['STARTED', 'Auto-évaluation commencée'],
  ['COMPLETED', 'Auto-évaluation terminée'],
  ['REOPENED', 'Auto-évaluation rouverte'],
  ['UPDATED', 'Auto-évaluation modifiée'],
  ['ASSIGNED', 'Questions confiées'],
  ['UNASSIGNED', 'Attribution retirée'],
  ['READY_FOR_REVIEW', 'Prêt pour relecture'],
  ['SENT_BACK', 'Renvoyée avec une note'],
  ['ACCEPTED', 'Acceptée à la relecture'],
]);
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export const HistoryEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actorName: v.string(),
  event: v.picklist(HISTORY_EVENTS),
  questionKeys: v.array(v.string()),
  /** The person questions were given to, or whose questions were reviewed. */
  assigneeName: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/** The latest entries first; an evaluation's history is short (its shares, reviews, completions). */
export const HISTORY_LIMIT = 100;
export const EvaluationHistorySchema = v.object({ items: v.array(HistoryEntrySchema) });
export type EvaluationHistory = v.InferOutput<typeof EvaluationHistorySchema>;
