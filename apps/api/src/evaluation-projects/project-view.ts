import type { EvaluationProjectView } from '@qc/shared/evaluation-projects/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { evaluationProjects } from '../db/schema-evaluation-projects.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { criteriaOptions, listVersions, pilotOptions, toVersion } from './access.ts';

type Establishment = Awaited<ReturnType<typeof findScopedEstablishment>>;

/** The page's whole state: four queries, whatever the number of versions. */
export async function projectView(
  db: Database,
  actor: Actor,
  establishment: Establishment,
): Promise<EvaluationProjectView> {
  const canEdit = actor.permissions.has('evaluation-project:manage');
  const [[project], versions, options, pilots] = await Promise.all([
    db
      .select({ revision: evaluationProjects.revision })
      .from(evaluationProjects)
      .where(eq(evaluationProjects.establishmentId, establishment.id)),
    listVersions(db, establishment.id),
    // Only an editor chooses: a reader sees the criteria as they were copied into the versions.
    canEdit ? criteriaOptions(db, establishment) : Promise.resolve([]),
    canEdit ? pilotOptions(db, establishment.id) : Promise.resolve([]),
  ]);
  const draft = versions.find((row) => row.version.state === 'DRAFT');
  const validated = versions.filter((row) => row.version.state === 'VALIDATED');
  return {
    establishmentId: establishment.id,
    establishmentName: establishment.name,
    revision: project?.revision ?? 0,
    draft: draft ? toVersion(draft) : null,
    current: validated[0] ? toVersion(validated[0]) : null,
    versions: validated.map((row) => ({
      id: row.version.id,
      number: row.version.number,
      validatedAt: row.version.validatedAt!.toISOString(),
      validatedByName: row.validatedByName,
    })),
    canEdit,
    criteriaOptions: options,
    pilotOptions: pilots,
  };
}

export async function getEvaluationProject(db: Database, actor: Actor, input: { establishmentId: string }) {
  return projectView(db, actor, await findScopedEstablishment(db, actor, input.establishmentId));
}
