import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createAction } from '../action-plans/create-action.ts';
import { listProposals } from '../action-plans/list-proposals.ts';
import type { Database } from '../db/client.ts';
import { establishmentMembers } from '../db/schema-members.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { answers, evaluations } from '../db/schema-evaluations.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import type { FileStorage } from '../documents/storage.ts';
import { completeEvaluation } from '../evaluations/complete-evaluation.ts';
import { uploadEvidence } from '../evaluations/upload-evidence.ts';
import { startEvaluation } from '../evaluations/start-evaluation.ts';
import { buildActor } from '../scope/actor.ts';
import { answerAll, daysAgo, parisDate } from './demo-answers.ts';
import { DEMO_ESTABLISHMENTS } from './demo-data.ts';
import { DEMO_USERS } from './demo-people.ts';
import { demoPdf, proofFileName } from './demo-pdf.ts';

/**
 * Issue 17 item 7: what the other four sites have done, so that the group
 * view tells a story — one site ahead, one late (an evaluation left in
 * progress for months, its staffing evaluation more than a year old, actions
 * overdue), one middling, one barely started. Forms are named by their key
 * in the default library; questions are answered from the form itself, the
 * first `failing` share of them not conforming. A form that needs mandatory
 * documents, or that the library no longer holds, is left out.
 */
export type DemoGroupEvaluation = {
  form: string;
  status: 'COMPLETED' | 'IN_PROGRESS';
  daysAgo: number;
  /** Share of the questions answered as not conforming (completed) or left unanswered (in progress). */
  failing: number;
  /**
   * A form asking for mandatory documents is completed only when the seed can store files: each
   * gets a small PDF as proof, the first valid this many days more (about to expire), the others a year.
   */
  proofValidForDays?: number;
};

export const DEMO_GROUP_STORY: Array<{
  establishment: string;
  evaluations: DemoGroupEvaluation[];
  /** Gaps of the first completed evaluation turned into actions, each with its due date (days from today). */
  actionsDueIn: number[];
}> = [
  {
    establishment: 'coccinelles',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 40, failing: 0 },
      { form: 'eaje-qualite-relation-parents', status: 'COMPLETED', daysAgo: 25, failing: 0.1 },
      { form: 'eaje-referent-sante', status: 'COMPLETED', daysAgo: 70, failing: 0 },
    ],
    actionsDueIn: [],
  },
  {
    establishment: 'arc-en-ciel',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 420, failing: 0.45 },
      { form: 'eaje-analyse-pratiques', status: 'IN_PROGRESS', daysAgo: 110, failing: 0.7 },
    ],
    actionsDueIn: [-60, -20],
  },
  {
    establishment: 'hirondelles',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 15, failing: 0.2 },
      { form: 'eaje-qualite-organisation', status: 'COMPLETED', daysAgo: 150, failing: 0.3 },
      { form: 'eaje-referent-sante', status: 'IN_PROGRESS', daysAgo: 12, failing: 0.5 },
      // The document about to expire: its proof of authorisation runs out in 25 days.
      { form: 'eaje-autorisation-ouverture', status: 'COMPLETED', daysAgo: 200, failing: 0, proofValidForDays: 25 },
    ],
    actionsDueIn: [30],
  },
  {
    establishment: 'petit-prince',
    evaluations: [{ form: 'eaje-qualite-relation-enfant', status: 'COMPLETED', daysAgo: 300, failing: 0.35 }],
    actionsDueIn: [],
  },
];

/** A form of the default library the seed can complete (without proofs, unless it can store them): its id, or null. */
async function findStoryForm(db: Database, key: string, canProve: boolean): Promise<string | null> {
  const [form] = await db
    .select({ id: forms.id, version: forms.version })
    .from(forms)
    .where(and(eq(forms.externalKey, key), isNull(forms.clientId), eq(forms.status, 'ACTIVE')));
  if (!form) return null;
  const [needsProof] = await db
    .select({ key: questions.key })
    .from(questions)
    .where(
      and(eq(questions.formId, form.id), eq(questions.version, form.version), eq(questions.isDocumentRequired, true)),
    )
    .limit(1);
  return needsProof && !canProve ? null : form.id;
}
/**
 * Issue 17 item 7: the other sites' evaluations (DEMO_GROUP_STORY), answered
 * by the client's quality manager through the services, then dated back.
 */
export async function seedGroupStory(db: Database, clientId: string, storage: FileStorage | undefined): Promise<void> {
  const masterEmail = DEMO_USERS.find((demoUser) => demoUser.key === 'master')!.email;
  const [master] = await db.select().from(user).where(eq(user.email, masterEmail));
  if (!master) return;
  const actor = buildActor(db, master);
  const sites = await db
    .select({ id: establishments.id, name: establishments.name })
    .from(establishments)
    .where(eq(establishments.clientId, clientId));
  for (const story of DEMO_GROUP_STORY) {
    const name = DEMO_ESTABLISHMENTS.find((site) => site.key === story.establishment)?.name;
    const site = sites.find((row) => row.name === name);
    if (!site) continue;
    let firstCompleted: EvaluationDetail | null = null;
    for (const planned of story.evaluations) {
      const canProve = Boolean(storage && planned.proofValidForDays !== undefined);
      const formId = await findStoryForm(db, planned.form, canProve);
      if (!formId) continue;
      const evaluation = await startEvaluation(db, actor, { establishmentId: site.id, formId, fromPrevious: false });
      const failingCount = Math.round(evaluation.questions.length * planned.failing);
      const at = daysAgo(planned.daysAgo);
      if (planned.status === 'COMPLETED') {
        await answerAll(db, actor, evaluation, (index) => index < failingCount);
        if (canProve) {
          // Each mandatory document proven; the first proof runs out soon (issue 17 item 7).
          // Not those the evaluation set aside (issue 26): they take no proof.
          const setAside = new Set(evaluation.applicability.notApplicable.map((item) => item.questionKey));
          const required = evaluation.questions.filter(
            (question) => question.isDocumentRequired && !setAside.has(question.key),
          );
          for (const [index, question] of required.entries()) {
            const name = proofFileName(question.expectedDocument ?? question.label);
            await uploadEvidence(db, storage!, actor, {
              evaluationId: evaluation.id,
              questionKey: question.key,
              file: new File([demoPdf(question.expectedDocument ?? question.label)], name, { type: 'application/pdf' }),
              validUntil: parisDate(index === 0 ? planned.proofValidForDays! : 365),
            });
          }
        }
        await completeEvaluation(db, actor, evaluation.id);
        await db.update(evaluations).set({ startedAt: at, completedAt: at }).where(eq(evaluations.id, evaluation.id));
        firstCompleted ??= evaluation;
      } else {
        // In progress: the first questions answered, the rest still to do.
        const answered = evaluation.questions.slice(0, evaluation.questions.length - failingCount);
        await answerAll(db, actor, { ...evaluation, questions: answered }, () => false);
        await db.update(evaluations).set({ startedAt: at }).where(eq(evaluations.id, evaluation.id));
      }
      await db.update(answers).set({ answeredAt: at }).where(eq(answers.evaluationId, evaluation.id));
    }
    if (!firstCompleted || story.actionsDueIn.length === 0) continue;
    // An action always has a responsible (DOMAIN.md): the first of the site's team.
    const [teamMember] = await db
      .select({ id: establishmentMembers.effectiveMemberId })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.establishmentId, site.id))
      .orderBy(asc(establishmentMembers.createdAt))
      .limit(1);
    if (!teamMember) continue;
    const proposals = await listProposals(db, actor, firstCompleted.id);
    for (const [index, dueIn] of story.actionsDueIn.entries()) {
      const proposal = proposals[index];
      if (!proposal) break;
      await createAction(db, actor, {
        establishmentId: site.id,
        evaluationId: firstCompleted.id,
        formId: firstCompleted.formId,
        questionKey: proposal.questionKey,
        title: proposal.title,
        description: 'Action issue de l’auto-évaluation de démonstration.',
        responsibleId: teamMember.id,
        dueDate: parisDate(dueIn),
        priority: proposal.priority,
      });
    }
  }
}
