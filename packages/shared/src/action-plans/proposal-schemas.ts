import * as v from 'valibot';
import { ACTION_PRIORITIES } from '../enums.ts';
import { idSchema, requiredText } from '../validation/fields.ts';
import { ACTION_MESSAGES, ActionSchema, dueDate, responsibleId } from './schemas.ts';

/** DESIGN §6: what a completed evaluation proposes, one per non-conforming answer or missing mandatory document. */
export const ActionProposalSchema = v.object({
  questionKey: v.string(),
  questionLabel: v.string(),
  reference: v.nullable(v.string()),
  reason: v.picklist(['NON_CONFORMING', 'MISSING_DOCUMENT']),
  isCritical: v.boolean(),
  /** Worded as an action (proposal-wording.ts): the library's wording, else derived from the question. */
  title: v.string(),
  /** The question, its reference and the answer's comment, carried into the action. */
  description: v.string(),
  answerComment: v.nullable(v.string()),
  /** From the impératif and the answer's score (proposalPriority). */
  priority: v.picklist(ACTION_PRIORITIES),
});
export type ActionProposal = v.InferOutput<typeof ActionProposalSchema>;

export const ActionDismissInputSchema = v.object({
  evaluationId: idSchema,
  questionKey: idSchema,
  /** Issue 27 item 3: a gap is never dropped without saying why; the reason stays in the plan, the PDF and the audit. */
  reason: requiredText(ACTION_MESSAGES.dismissReasonRequired, 1000),
});

/** A gap set aside, with who, when and why (the « Écartés » list; « Rétablir » puts it back among the proposals). */
export const ActionDismissalSchema = v.object({
  questionKey: v.string(),
  questionLabel: v.string(),
  reference: v.nullable(v.string()),
  isCritical: v.boolean(),
  reason: v.nullable(v.string()),
  dismissedByName: v.nullable(v.string()),
  dismissedAt: v.string(),
});
export type ActionDismissal = v.InferOutput<typeof ActionDismissalSchema>;

/**
 * « Créer les actions sélectionnées »: one action per selected gap, worded, described and prioritised as
 * proposed, with one owner and one due date for all of them (each can be edited afterwards).
 */
export const ActionsFromProposalsInputSchema = v.object({
  evaluationId: idSchema,
  questionKeys: v.pipe(
    v.array(idSchema, ACTION_MESSAGES.proposalsRequired),
    v.minLength(1, ACTION_MESSAGES.proposalsRequired),
    v.maxLength(200, ACTION_MESSAGES.proposalsTooMany),
  ),
  responsibleId,
  dueDate,
});
export type ActionsFromProposalsInput = v.InferOutput<typeof ActionsFromProposalsInputSchema>;

/** What a bulk creation made, and the gaps another request (a double submit) had already decided. */
export const ActionsFromProposalsSchema = v.object({
  created: v.array(ActionSchema),
  alreadyDecided: v.array(v.string()),
});
