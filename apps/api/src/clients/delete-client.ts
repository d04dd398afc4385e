import { eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import { auditedDelete } from '../audit/audit.ts';
import { countRows, DEPENDANT_NAMES, describeDependants } from '../common/dependants.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { lockClient } from './queries.ts';

/** Refused while anything is attached: the group's history is never deleted by accident. */
export async function deleteClient(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await lockClient(tx, scope, id);
    const countOf = (table: PgTable & { clientId: Column }) => countRows(tx, table, eq(table.clientId, id));
    const refusal = describeDependants('ce client', [
      { count: await countOf(legalEntities), ...DEPENDANT_NAMES.legalEntity },
      { count: await countOf(establishments), ...DEPENDANT_NAMES.establishment },
      { count: await countOf(user), ...DEPENDANT_NAMES.user },
      { count: await countOf(effectiveMembers), ...DEPENDANT_NAMES.member },
      { count: await countOf(forms), ...DEPENDANT_NAMES.form },
      { count: await countOf(categories), ...DEPENDANT_NAMES.category },
    ]);
    if (refusal) conflict(refusal);
    await auditedDelete(tx, actor, { entity: 'client', clientId: id, id, before }, clients);
  });
}
