import * as v from 'valibot';

/**
 * DESIGN §2 live updates: what reaches the others working on the same thing.
 * Light on purpose (what changed and who changed it): the screen refetches
 * what it shows, through the same scoped calls as everything else.
 */
export const LiveEventSchema = v.object({
  /**
   * answer: an answer or its evidence (or a session's cotation, which changes the criterion's answer); status:
   * completed, reopened or deleted; action: an action, its comments or proof; session: an HAS session opened, named
   * or deleted, or the planned number (ADR 048).
   */
  type: v.picklist(['answer', 'status', 'action', 'session']),
  /** The question key of an answer, the id of an action. */
  subject: v.nullable(v.string()),
  byUserId: v.string(),
  byName: v.string(),
  at: v.string(),
});
export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;
