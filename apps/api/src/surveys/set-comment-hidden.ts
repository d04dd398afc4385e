import { SURVEY_RESULTS_THRESHOLD } from '@qc/shared/surveys/enums';
import { SURVEY_MESSAGES, type SurveyCommentVisibilityInput } from '@qc/shared/surveys/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { firstOrNotFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveyComments, surveyResponses, surveys } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { surveyScopeWhere } from './access.ts';

/**
 * The director hides a comment (insulting, naming someone) from the shared results and the exports; it stays
 * stored, marked. Audited without its text. Below the threshold the comments are not shown: none can be named.
 */
export async function setSurveyCommentHidden(db: Database, actor: Actor, input: SurveyCommentVisibilityInput) {
  const scope = await actor.getScope();
  return db.transaction(async (tx) => {
    const found = await firstOrNotFound(
      tx
        .select({ comment: surveyComments, clientId: surveys.clientId })
        .from(surveyComments)
        .innerJoin(surveys, eq(surveys.id, surveyComments.surveyId))
        .where(
          and(
            eq(surveyComments.id, input.id),
            surveyScopeWhere(actor, scope),
            sql`(select count(*) from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id}) >= ${SURVEY_RESULTS_THRESHOLD}`,
          ),
        )
        .for('update', { of: surveyComments }),
      SURVEY_MESSAGES.commentNotFound,
    );
    const audit = {
      entity: 'survey-comment',
      action: 'update',
      clientId: found.clientId,
      before: { surveyId: found.comment.surveyId, hidden: found.comment.hidden },
    } as const;
    const updated = await audited(tx, actor, audit, async () => {
      const [row] = await tx
        .update(surveyComments)
        .set({ hidden: input.hidden })
        .where(eq(surveyComments.id, found.comment.id))
        .returning();
      return { id: row!.id, surveyId: row!.surveyId, hidden: row!.hidden };
    });
    return { id: updated.id, questionKey: found.comment.questionKey, body: found.comment.body, hidden: updated.hidden };
  });
}
