import type { EstablishmentCategory } from '@qc/shared/enums';
import { CRECHE_OBLIGATIONS, libraryAppliesTo } from '@qc/shared/obligations/library';
import type { Obligation, ObligationsView } from '@qc/shared/obligations/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { stateOf } from './access.ts';

type Row = {
  id: string;
  establishment_id: string;
  library_key: string | null;
  title: string;
  description: string | null;
  reference: string;
  period_months: number;
  notice_days: number;
  subject: string;
  occurrence_id: string;
  due_date: string;
  responsible_id: string | null;
  responsible_name: string | null;
  responsible_user_id: string | null;
  last_closed_on: string | null;
};

/**
 * The establishment's obligations with their open occurrence (one statement, every obligation has exactly
 * one open occurrence), late first then by due date; and the shipped ones it does not track yet.
 */
export async function listObligations(
  db: Database,
  actor: Actor,
  input: { establishmentId: string },
): Promise<ObligationsView> {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  const today = getParisToday();
  const rows = await rowsOf<Row>(
    db,
    sql`
      select o.id, o.establishment_id, o.library_key, o.title, o.description, o.reference, o.period_months,
             o.notice_days, o.subject, occ.id as occurrence_id, to_char(occ.due_date, 'YYYY-MM-DD') as due_date,
             occ.responsible_id, m.first_name || ' ' || m.last_name as responsible_name,
             m.user_id as responsible_user_id,
             (select to_char(max(done.closed_on), 'YYYY-MM-DD') from obligation_occurrences done
               where done.obligation_id = o.id and done.closed_at is not null) as last_closed_on
        from obligations o
        join obligation_occurrences occ on occ.obligation_id = o.id and occ.closed_at is null
        left join effective_members m on m.id = occ.responsible_id
       where o.establishment_id = ${establishment.id}
       order by occ.due_date, o.title, o.subject, o.id`,
  );
  const manager = actor.permissions.has('obligation:manage');
  const items = rows.map((row) => toObligation(row, today, manager || row.responsible_user_id === actor.id));
  const tracked = new Set(rows.map((row) => row.library_key));
  const library = libraryAppliesTo(establishment.category as EstablishmentCategory | null)
    ? CRECHE_OBLIGATIONS.filter((item) => item.perPerson || !tracked.has(item.key)).map((item) => ({
        key: item.key,
        title: item.title,
        description: item.description,
        reference: item.reference,
        periodMonths: item.periodMonths,
        perPerson: item.perPerson,
      }))
    : [];
  return { items, library, late: items.filter((item) => item.current.state === 'LATE').length };
}

function toObligation(row: Row, today: string, canClose: boolean): Obligation {
  return {
    id: row.id,
    establishmentId: row.establishment_id,
    libraryKey: row.library_key,
    title: row.title,
    description: row.description,
    reference: row.reference,
    periodMonths: row.period_months,
    noticeDays: row.notice_days,
    subject: row.subject || null,
    current: {
      id: row.occurrence_id,
      dueDate: row.due_date,
      responsibleId: row.responsible_id,
      responsibleName: row.responsible_name,
      canClose,
      state: stateOf(row.due_date, today, row.notice_days),
    },
    lastClosedOn: row.last_closed_on,
  };
}

/** One obligation as the list shows it (after a create). */
export async function findObligationView(db: Database, actor: Actor, establishmentId: string, id: string) {
  const view = await listObligations(db, actor, { establishmentId });
  return view.items.find((item) => item.id === id)!;
}
