import type { ImportKind } from '@qc/shared/imports/columns';
import type { Actor } from '../scope/actor.ts';
import type { ClientState } from './client-state.ts';
import type { ParsedTables } from './parse-rows.ts';
import { planEstablishments, planLegalEntities } from './plan-organisations.ts';
import { planMembers, planUsers } from './plan-people.ts';
import { counter, type Counter, type ImportPlan, type Planning } from './planning.ts';

/**
 * Issue 32: the dry run. Every row is matched to what the client has (SIREN, SIRET, e-mail; a member without e-mail
 * by name), checked against the other rows of the file (duplicates, references between sheets) and against the
 * rules of the create operations (who may grant ADMIN, one account per e-mail), and ends up created, updated,
 * unchanged or refused with its issues. A row referring to a refused row is refused too, saying which.
 */
export function planImport(parsed: ParsedTables, state: ClientState, actor: Actor, clientId: string): ImportPlan {
  const plan: ImportPlan = {
    legalEntities: { create: [], update: [] },
    establishments: { create: [], update: [] },
    users: { create: [], update: [] },
    members: { create: [], update: [] },
    links: [],
    issues: [...parsed.fileIssues],
    tables: [],
  };
  const counts: Record<ImportKind, Counter> = {
    legalEntities: counter(),
    establishments: counter(),
    members: counter(),
    users: counter(),
  };
  const planning: Planning = { plan, counts, state, actor, clientId };
  const entities = planLegalEntities(planning, parsed.legalEntities);
  const resolveEstablishment = planEstablishments(planning, parsed.establishments, entities);
  const fileUsers = planUsers(planning, parsed.users, resolveEstablishment);
  planMembers(planning, parsed.members, fileUsers, resolveEstablishment);

  const rowsOf = {
    legalEntities: parsed.legalEntities,
    establishments: parsed.establishments,
    members: parsed.members,
    users: parsed.users,
  };
  for (const kind of ['legalEntities', 'establishments', 'members', 'users'] as const) {
    const sheet = parsed.sheets[kind];
    if (!sheet) continue;
    plan.tables.push({ kind, sheet, rows: rowsOf[kind].length, ...counts[kind] });
    for (const row of rowsOf[kind]) plan.issues.push(...row.issues);
  }
  return plan;
}
