import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishmentMembers, establishments, user } from '../db/schema.ts';
import { answers } from '../db/schema-evaluations.ts';
import { evaluations, forms, questions } from '../db/schema-questionnaires.ts';
import { createAction } from '../action-plans/create-action.ts';
import { updateAction } from '../action-plans/update-action.ts';
import { listProposals } from '../action-plans/proposals.ts';
import type { FileStorage } from '../documents/storage.ts';
import { uploadEvidence } from '../evaluations/evidence.ts';
import { completeEvaluation } from '../evaluations/complete-evaluation.ts';
import { saveAnswer } from '../evaluations/save-answer.ts';
import { startEvaluation } from '../evaluations/start-evaluation.ts';
import { buildActor, type Actor } from '../scope/actor.ts';
import { seedDemoCampaign } from './demo-campaign.ts';
import { DEMO_ESTABLISHMENTS, DEMO_GROUP_STORY, DEMO_USERS } from './demo-data.ts';

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

type Question = EvaluationDetail['questions'][number];

/** A conforming answer to each question, or a failing one for the keys given. */
function answerValue(question: Question, failing: boolean): boolean | string | string[] | number {
  switch (question.type) {
    case 'BOOLEAN':
      return failing ? !(question.conformingAnswer ?? true) : (question.conformingAnswer ?? true);
    case 'SELECT': {
      const sorted = [...question.options].sort((a, b) => b.score - a.score);
      return (failing ? sorted.at(-1) : sorted[0])!.label;
    }
    case 'MULTIPLE_CHOICE':
      return failing ? [] : question.options.map((option) => option.label);
    case 'NOTATION':
      return failing ? (question.scale?.min ?? 1) : (question.scale?.max ?? 4);
  }
}

async function answerAll(
  db: Database,
  actor: Actor,
  evaluation: EvaluationDetail,
  failing: (index: number) => boolean,
) {
  for (const [index, question] of evaluation.questions.entries()) {
    await saveAnswer(db, actor, {
      evaluationId: evaluation.id,
      questionKey: question.key,
      value: answerValue(question, failing(index)),
      notApplicable: false,
      justification: null,
      comment: failing(index) ? 'Écart relevé lors de l’auto-évaluation de l’équipe.' : null,
      expectedVersion: 0,
    });
  }
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

function monthsAgo(months: number): Date {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
}

function parisDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
}

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
 * A one-page PDF naming what it stands for: a real file, so that the demo's proofs download and
 * pass the upload's content check. Written by hand (600 bytes, built-in Helvetica, accents dropped):
 * a renderer on the start-up path for a fixture would cost more than it shows.
 */
export function demoPdf(title: string): Uint8Array {
  const text = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A file name from the expected document's wording: letters, digits and dashes. */
function proofFileName(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'justificatif'}.pdf`;
}

/**
 * Issue 17 item 7: the other sites' evaluations (DEMO_GROUP_STORY), answered
 * by the client's quality manager through the services, then dated back.
 */
async function seedGroupStory(db: Database, clientId: string, storage: FileStorage | undefined): Promise<void> {
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
          const required = evaluation.questions.filter((question) => question.isDocumentRequired);
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
