import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { createAction } from '../action-plans/create-action.ts';
import { updateAction } from '../action-plans/update-action.ts';
import { listProposals } from '../action-plans/list-proposals.ts';
import type { FileStorage } from '../documents/storage.ts';
import { completeEvaluation } from '../evaluations/complete-evaluation.ts';
import { startEvaluation } from '../evaluations/start-evaluation.ts';
import { buildActor } from '../scope/actor.ts';
import { seedDemoCampaign } from './demo-campaign.ts';
import { answerAll, monthsAgo, parisDate } from './demo-answers.ts';
import { seedGroupStory } from './demo-group-story.ts';

/**
 * DESIGN §8: the demo shows the product at work in the director's crèche —
 * two completed evaluations of the staffing form (four months apart, so the
 * home page has an evolution and the history a comparison), a completed
 * quality evaluation, one in progress, and an action plan made of the gaps.
 * It goes through the services, as the screens do: scores, audit and
 * proposals are the real ones. The forms are chosen away from those the
 * end-to-end tests evaluate from scratch (the charter, the continuity of
 * direction, the shortest forms).
 */
const COMPLETED_TWICE = 'eaje-encadrement-effectifs';
const COMPLETED_QUALITY = 'eaje-qualite-relation-enfant';
const IN_PROGRESS = 'eaje-analyse-pratiques';
export async function seedDemoEvaluations(
  db: Database,
  options: { directorId: string; establishmentId: string; responsibleIds: string[]; storage?: FileStorage },
): Promise<void> {
  const [director] = await db.select().from(user).where(eq(user.id, options.directorId));
  if (!director) throw new Error('seed: director');
  // The other sites first: the director's own work stays the latest in the audit trail.
  if (director.clientId) await seedGroupStory(db, director.clientId, options.storage);
  if (director.clientId) await seedDemoCampaign(db, director.clientId);
  const actor = buildActor(db, director);
  const formIds = new Map<string, string>();
  for (const key of [COMPLETED_TWICE, COMPLETED_QUALITY, IN_PROGRESS]) {
    const [form] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.externalKey, key), isNull(forms.clientId)));
    // The default library may have been left out (an existing database): no demo evaluations then.
    if (!form) return;
    formIds.set(key, form.id);
  }
  const start = (key: string) =>
    startEvaluation(db, actor, {
      establishmentId: options.establishmentId,
      formId: formIds.get(key)!,
      fromPrevious: false,
    });

  // Four months ago: three gaps in the staffing form.
  const first = await start(COMPLETED_TWICE);
  await answerAll(db, actor, first, (index) => index < 3);
  await completeEvaluation(db, actor, first.id);
  const past = monthsAgo(4);
  await db.update(evaluations).set({ startedAt: past, completedAt: past }).where(eq(evaluations.id, first.id));

  // Today: one gap left, which becomes the action plan with the quality gaps.
  const second = await start(COMPLETED_TWICE);
  await answerAll(db, actor, second, (index) => index === 1);
  await completeEvaluation(db, actor, second.id);

  const quality = await start(COMPLETED_QUALITY);
  await answerAll(db, actor, quality, (index) => index % 5 === 2);
  await completeEvaluation(db, actor, quality.id);

  // Half of the practice-analysis form answered: an evaluation to continue.
  const ongoing = await start(IN_PROGRESS);
  await answerAll(
    db,
    actor,
    { ...ongoing, questions: ongoing.questions.slice(0, Math.ceil(ongoing.questions.length / 2)) },
    () => false,
  );

  // The action plan: the first proposals accepted, one late, one under way; the rest left to decide.
  const [responsible, other] = options.responsibleIds;
  const plans = [
    { evaluation: second, dueDate: parisDate(-10), status: 'IN_PROGRESS' as const, progress: 40 },
    { evaluation: quality, dueDate: parisDate(45), status: 'TODO' as const, progress: 0 },
  ];
  for (const plan of plans) {
    const [proposal] = await listProposals(db, actor, plan.evaluation.id);
    const responsibleId = (plan.status === 'TODO' ? other : responsible) ?? responsible;
    // An action always has a responsible (DOMAIN.md): none without a team.
    if (!proposal || !responsibleId) continue;
    const action = await createAction(db, actor, {
      establishmentId: options.establishmentId,
      evaluationId: plan.evaluation.id,
      formId: plan.evaluation.formId,
      questionKey: proposal.questionKey,
      title: proposal.title,
      description: 'Action issue de l’auto-évaluation de démonstration.',
      responsibleId,
      dueDate: plan.dueDate,
      priority: proposal.priority,
    });
    if (plan.status !== 'TODO') {
      await updateAction(db, actor, {
        id: action.id,
        expectedVersion: action.version,
        status: plan.status,
        progress: plan.progress,
      });
    }
  }
}
