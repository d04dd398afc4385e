import { getParisToday } from '@qc/shared/dates';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findSurvey, toDetail } from './access.ts';

/** DRAFT → OPEN: a closing date to come is needed; from then on the questions are frozen. */
export async function openSurvey(db: Database, actor: Actor, id: string): Promise<SurveyDetail> {
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, id, true);
    if (survey.state !== 'DRAFT') conflict(SURVEY_MESSAGES.alreadyOpen);
    if (!survey.closesOn) conflict(SURVEY_MESSAGES.closesOnRequired);
    if (survey.closesOn < getParisToday()) conflict(SURVEY_MESSAGES.closesOnPast);
    const audit = {
      entity: 'survey',
      action: 'update',
      clientId: survey.clientId,
      before: auditSnapshot(survey),
    } as const;
    await audited(tx, actor, audit, async () => {
      const [row] = await tx
        .update(surveys)
        .set({ state: 'OPEN', openedAt: new Date() })
        .where(eq(surveys.id, survey.id))
        .returning();
      return auditSnapshot(row!);
    });
  });
  return toDetail(db, await findSurvey(db, actor, id));
}
