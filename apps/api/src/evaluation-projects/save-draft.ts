import { getParisToday } from '@qc/shared/dates';
import {
  CALENDAR_YEARS,
  EVALUATION_PROJECT_MESSAGES,
  type Criterion,
  type EvaluationProjectContent,
  type EvaluationProjectDraftInput,
} from '@qc/shared/evaluation-projects/schemas';
import { and, eq, max } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, invalid, notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { evaluationProjects, evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, criteriaOptions, findProjectEstablishment, pilotOptions } from './access.ts';
import { projectView } from './project-view.ts';

/**
 * Moves the project from `expected` to the next revision, or answers 409: the `where` on the revision makes a
 * second writer who started from the same state wait for the first one's row lock, then find nothing to update.
 * Revision 0 means « nothing written yet »: the project row is created, once (unique on the establishment).
 */
export async function nextRevision(tx: Transaction, establishment: { id: string; clientId: string }, expected: number) {
  const [row] =
    expected === 0
      ? await tx
          .insert(evaluationProjects)
          .values({ clientId: establishment.clientId, establishmentId: establishment.id, revision: 1 })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(evaluationProjects)
          .set({ revision: expected + 1 })
          .where(
            and(eq(evaluationProjects.establishmentId, establishment.id), eq(evaluationProjects.revision, expected)),
          )
          .returning();
  return row ?? conflict(EVALUATION_PROJECT_MESSAGES.stale);
}

/** Saves the draft (opening the next version's draft after a validation). Partial content is fine until validation. */
export async function saveEvaluationProjectDraft(db: Database, actor: Actor, input: EvaluationProjectDraftInput) {
  const establishment = await findProjectEstablishment(db, actor, input.establishmentId);
  const [options, pilots] = await Promise.all([criteriaOptions(db, establishment), pilotOptions(db, establishment.id)]);
  // The label and reference come from the library, never from the request: a version cites what exists.
  const known = new Map(options.map((option) => [`${option.kind}:${option.ref}`, option]));
  const criteria: Criterion[] = [];
  for (const chosen of input.criteria) {
    const option = known.get(`${chosen.kind}:${chosen.ref}`) ?? invalid(EVALUATION_PROJECT_MESSAGES.criterionUnknown);
    if (criteria.some((criterion) => criterion.kind === chosen.kind && criterion.ref === chosen.ref))
      invalid(EVALUATION_PROJECT_MESSAGES.criterionTwice);
    criteria.push({
      kind: option.kind,
      ref: option.ref,
      label: option.label,
      reference: option.reference,
      reasons: chosen.reasons,
    });
  }
  // A member of no link here answers like an unknown id (404), whoever's member she is.
  const pilot = input.pilotMemberId
    ? (pilots.find((member) => member.id === input.pilotMemberId) ??
      notFound(EVALUATION_PROJECT_MESSAGES.pilotNotMember))
    : null;
  const startYear = input.startYear ?? Number(getParisToday().slice(0, 4));
  const content: EvaluationProjectContent = {
    criteria,
    // A row left blank in the form is no indicator.
    indicators: input.indicators.filter((indicator) => indicator.label || indicator.target),
    startYear,
    calendar: Array.from({ length: CALENDAR_YEARS }, (_, index) => ({
      year: startYear + index,
      plan: input.calendar[index] ?? '',
    })),
    teamParticipation: input.teamParticipation,
    familyParticipation: input.familyParticipation,
  };
  const values = {
    content,
    pilotMemberId: pilot?.id ?? null,
    pilotName: pilot?.name ?? null,
    updatedById: actor.id,
  };
  await db.transaction(async (tx) => {
    const project = await nextRevision(tx, establishment, input.expectedRevision);
    const [draft] = await tx
      .select()
      .from(evaluationProjectVersions)
      .where(and(eq(evaluationProjectVersions.projectId, project.id), eq(evaluationProjectVersions.state, 'DRAFT')));
    if (draft) {
      await audited(
        tx,
        actor,
        {
          entity: 'evaluation-project',
          action: 'update',
          clientId: establishment.clientId,
          id: draft.id,
          before: auditSnapshot(draft),
        },
        async () => {
          const [row] = await tx
            .update(evaluationProjectVersions)
            .set(values)
            .where(eq(evaluationProjectVersions.id, draft.id))
            .returning();
          return auditSnapshot(row!);
        },
      );
      return;
    }
    const [last] = await tx
      .select({ number: max(evaluationProjectVersions.number) })
      .from(evaluationProjectVersions)
      .where(eq(evaluationProjectVersions.projectId, project.id));
    await audited(
      tx,
      actor,
      { entity: 'evaluation-project', action: 'create', clientId: establishment.clientId },
      async () => {
        const [row] = await tx
          .insert(evaluationProjectVersions)
          .values({
            ...values,
            projectId: project.id,
            clientId: establishment.clientId,
            establishmentId: establishment.id,
            number: (last?.number ?? 0) + 1,
            state: 'DRAFT',
          })
          .returning();
        return auditSnapshot(row!);
      },
    );
  });
  return projectView(db, actor, establishment);
}
