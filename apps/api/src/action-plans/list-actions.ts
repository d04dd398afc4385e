import type { ActionListInput } from '@qc/shared/action-plans/schemas';
import { ACTION_STATUSES } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { eqIfGiven, getOffset, toContainsPattern } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { establishments } from '../db/schema.ts';
import type { Actor } from '../scope/actor.ts';
import { actionScopeWhere, overdueWhere, selectActions, toActions } from './queries.ts';

export async function listActions(db: Database, actor: Actor, input: ActionListInput) {
  const today = getParisToday();
  const scope = await actionScopeWhere(actor);
  // The plan the screen shows (the establishment's, a category's, a form's, a question's, « Mes actions »):
  // its counters count it, not the whole establishment (issue 19 item 6: a form's plan said « Aucune action »
  // above the crèche's counters).
  const base = and(
    eq(actions.establishmentId, input.establishmentId),
    scope,
    eqIfGiven(actions.formId, input.formId),
    eqIfGiven(actions.questionKey, input.questionKey),
    input.categoryId
      ? inArray(actions.formId, db.select({ id: forms.id }).from(forms).where(eq(forms.categoryId, input.categoryId)))
      : undefined,
    input.mine ? responsibleUserWhere(actor.id) : undefined,
  ) as SQL;
  const filters = and(
    base,
    eqIfGiven(actions.status, input.status),
    eqIfGiven(actions.priority, input.priority),
    eqIfGiven(actions.responsibleId, input.responsibleId),
    input.overdue ? overdueWhere(today) : undefined,
    input.search ? ilike(actions.title, toContainsPattern(input.search)) : undefined,
  ) as SQL;
  const [records, [total], statusRows, [overdue]] = await Promise.all([
    selectActions(db)
      .where(filters)
      // Open actions first, the most urgent on top.
      .orderBy(
        sql`case when ${actions.status} in ('TODO', 'IN_PROGRESS') then 0 else 1 end`,
        sql`${actions.dueDate} asc nulls last`,
        sql`case ${actions.priority} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end`,
        desc(actions.createdAt),
      )
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db
      .select({ total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .leftJoin(forms, eq(forms.id, actions.formId))
      .where(filters),
    db
      .select({ status: actions.status, total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .where(base)
      .groupBy(actions.status),
    db
      .select({ total: count() })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .where(and(base, overdueWhere(today))),
  ]);
  const counts = Object.fromEntries(ACTION_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ACTION_STATUSES)[number],
    number
  >;
  for (const row of statusRows) counts[row.status as keyof typeof counts] = row.total;
  return {
    items: await toActions(db, records),
    total: total?.total ?? 0,
    counts: { ...counts, overdue: overdue?.total ?? 0 },
  };
}

/** The actions whose responsible member is this user (a member converted to a user carries its id). */
function responsibleUserWhere(userId: string): SQL {
  return inArray(
    actions.responsibleId,
    // The caller's own members: scope stays with actionScopeWhere, this only narrows.
    sql`(select ${effectiveMembers.id} from ${effectiveMembers} where ${effectiveMembers.userId} = ${userId})`,
  );
}
