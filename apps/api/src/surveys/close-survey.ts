import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findSurvey, toDetail } from './access.ts';

/** OPEN → CLOSED before its date (or to record a close the date already made). */
export async function closeSurvey(db: Database, actor: Actor, id: string): Promise<SurveyDetail> {
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, id, true);
    if (survey.state === 'DRAFT') conflict(SURVEY_MESSAGES.notOpenYet);
    if (survey.state === 'CLOSED') conflict(SURVEY_MESSAGES.alreadyClosed);
    const audit = {
      entity: 'survey',
      action: 'update',
      clientId: survey.clientId,
      before: auditSnapshot(survey),
    } as const;
    await audited(tx, actor, audit, async () => {
      const [row] = await tx
        .update(surveys)
        .set({ state: 'CLOSED', closedAt: new Date() })
        .where(eq(surveys.id, survey.id))
        .returning();
      return auditSnapshot(row!);
    });
  });
  return toDetail(db, await findSurvey(db, actor, id));
}
