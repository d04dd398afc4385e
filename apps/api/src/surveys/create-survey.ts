import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES, type SurveyCreateInput } from '@qc/shared/surveys/schemas';
import { SURVEY_TEMPLATES } from '@qc/shared/surveys/templates';
import { audited } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema-surveys.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findSurvey, toDetail } from './access.ts';

/** A survey in preparation, a copy of the ready-made questionnaire for the families or the team. */
export async function createSurvey(db: Database, actor: Actor, input: SurveyCreateInput): Promise<SurveyDetail> {
  const scope = await actor.getScope();
  // Only who handles surveys there (the group's CLIENT_MASTER, the establishment's DIRECTOR; never the platform).
  if (scope.kind === 'all' || (scope.kind === 'establishments' && !actor.roles.includes('DIRECTOR')))
    notFound(SURVEY_MESSAGES.establishmentNotFound);
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  const template = SURVEY_TEMPLATES[input.audience];
  const created = await db.transaction(async (tx) => {
    const audit = { entity: 'survey', action: 'create', clientId: establishment.clientId } as const;
    let row: typeof surveys.$inferSelect | undefined;
    await audited(tx, actor, audit, async () => {
      [row] = await tx
        .insert(surveys)
        .values({
          clientId: establishment.clientId,
          establishmentId: establishment.id,
          audience: input.audience,
          title: template.title,
          introduction: template.introduction,
          questions: template.questions.map((question) => ({ ...question, theme: question.theme ?? null })),
          createdById: actor.id,
        })
        .returning();
      return auditSnapshot(row!);
    });
    return row!;
  });
  return toDetail(db, await findSurvey(db, actor, created.id));
}
