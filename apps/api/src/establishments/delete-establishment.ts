import { eq } from 'drizzle-orm';
import { auditedDelete } from '../audit/audit.ts';
import { countRows, DEPENDANT_NAMES, describeDependants } from '../common/dependants.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { agreements, establishments } from '../db/schema.ts';
import { establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import { actions } from '../db/schema-action-plans.ts';
import { documents } from '../db/schema-documents.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { lockEstablishment } from './queries.ts';

/** Refused while agreements, team members, users, documents, evaluations or actions are attached to it. */
export async function deleteEstablishment(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await lockEstablishment(tx, scope, id);
    const refusal = describeDependants('cet établissement', [
      { count: await countRows(tx, agreements, eq(agreements.establishmentId, id)), ...DEPENDANT_NAMES.agreement },
      {
        count: await countRows(tx, establishmentMembers, eq(establishmentMembers.establishmentId, id)),
        ...DEPENDANT_NAMES.member,
      },
      { count: await countRows(tx, user, eq(user.establishmentId, id)), ...DEPENDANT_NAMES.user },
      { count: await countRows(tx, documents, eq(documents.establishmentId, id)), ...DEPENDANT_NAMES.document },
      { count: await countRows(tx, evaluations, eq(evaluations.establishmentId, id)), ...DEPENDANT_NAMES.evaluation },
      { count: await countRows(tx, actions, eq(actions.establishmentId, id)), ...DEPENDANT_NAMES.action },
    ]);
    if (refusal) conflict(refusal);
    await auditedDelete(tx, actor, { entity: 'establishment', clientId: before.clientId, id, before }, establishments);
  });
}
