import { getParisToday } from '@qc/shared/dates';
import {
  CALENDAR_YEARS,
  EVALUATION_PROJECT_MESSAGES,
  type Criterion,
  type EvaluationProjectContent,
  type EvaluationProjectDraftInput,
} from '@qc/shared/evaluation-projects/schemas';
import { eq, max } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { invalid, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, criteriaOptions, pilotOptions } from './access.ts';
import { openForWrite, updateVersion } from './draft.ts';
import { projectView } from './project-view.ts';

/** Saves the draft (opening the next version's draft after a validation). Partial content is fine until validation. */
export async function saveEvaluationProjectDraft(db: Database, actor: Actor, input: EvaluationProjectDraftInput) {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
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
    const { project, draft } = await openForWrite(tx, establishment, input.expectedRevision);
    if (draft) {
      await updateVersion(tx, actor, establishment.clientId, draft, values);
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
