import type { Evaluation } from '@qc/shared/evaluations/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { eqIfGiven, readPage } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { toEvaluations } from './evaluation-views.ts';
import { findEvaluationRecords } from './queries.ts';

export async function listEvaluations(
  db: Database,
  actor: Actor,
  input: {
    establishmentId: string;
    status?: string | undefined;
    formId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<ListResult<Evaluation>> {
  const where = and(
    eq(evaluations.establishmentId, input.establishmentId),
    establishmentScopeWhere(await actor.getScope()),
    eqIfGiven(evaluations.status, input.status),
    eqIfGiven(evaluations.formId, input.formId),
  ) as SQL;
  const { rows: idRows, total } = await readPage(
    db
      .select({ id: evaluations.id })
      .from(evaluations)
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(where)
      .orderBy(desc(evaluations.completedAt), desc(evaluations.startedAt)),
    db
      .select({ total: count() })
      .from(evaluations)
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(where),
    input,
  );
  const records = await findEvaluationRecords(
    db,
    idRows.map((row) => row.id),
  );
  const order = new Map(idRows.map((row, index) => [row.id, index]));
  records.sort((a, b) => order.get(a.evaluation.id)! - order.get(b.evaluation.id)!);
  return { items: await toEvaluations(db, records), total };
}
