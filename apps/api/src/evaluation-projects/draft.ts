import { EVALUATION_PROJECT_MESSAGES } from '@qc/shared/evaluation-projects/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import { evaluationProjects, evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot } from './access.ts';

type VersionRow = typeof evaluationProjectVersions.$inferSelect;

/**
 * Moves the project from `expected` to the next revision, or answers 409: the `where` on the revision makes a
 * second writer who started from the same state wait for the first one's row lock, then find nothing to update.
 * Revision 0 means « nothing written yet »: the project row is created, once (unique on the establishment).
 */
async function nextRevision(tx: Transaction, establishment: { id: string; clientId: string }, expected: number) {
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

/** What every write of the projet starts with: the next revision (or 409), and its draft when there is one. */
export async function openForWrite(
  tx: Transaction,
  establishment: { id: string; clientId: string },
  expectedRevision: number,
): Promise<{ project: typeof evaluationProjects.$inferSelect; draft: VersionRow | undefined }> {
  const project = await nextRevision(tx, establishment, expectedRevision);
  const [draft] = await tx
    .select()
    .from(evaluationProjectVersions)
    .where(and(eq(evaluationProjectVersions.projectId, project.id), eq(evaluationProjectVersions.state, 'DRAFT')));
  return { project, draft };
}

/** Changes one version (its draft's content, or its validation), audited with its before and after. */
export async function updateVersion(
  tx: Transaction,
  actor: Actor,
  clientId: string,
  version: VersionRow,
  values: Partial<typeof evaluationProjectVersions.$inferInsert>,
) {
  await audited(
    tx,
    actor,
    { entity: 'evaluation-project', action: 'update', clientId, id: version.id, before: auditSnapshot(version) },
    async () => {
      const [row] = await tx
        .update(evaluationProjectVersions)
        .set(values)
        .where(eq(evaluationProjectVersions.id, version.id))
        .returning();
      return auditSnapshot(row!);
    },
  );
}
