import type { Occurrence } from '@qc/shared/obligations/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { Actor } from '../scope/actor.ts';
import { findScopedObligation } from './access.ts';
import { sqlList } from '../common/sql-list.ts';

type Row = {
  id: string;
  obligation_id: string;
  due_date: string;
  responsible_id: string | null;
  responsible_name: string | null;
  closed_on: string | null;
  closed_by_name: string | null;
  proof_document_id: string | null;
  proof_document_name: string | null;
  explanation: string | null;
};

const occurrenceColumns = sql`
  occ.id, occ.obligation_id, to_char(occ.due_date, 'YYYY-MM-DD') as due_date, occ.responsible_id,
  m.first_name || ' ' || m.last_name as responsible_name, to_char(occ.closed_on, 'YYYY-MM-DD') as closed_on,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as closed_by_name,
  occ.proof_document_id, d.name as proof_document_name, occ.explanation`;

const occurrenceJoins = sql`
  left join effective_members m on m.id = occ.responsible_id
  left join "user" u on u.id = occ.closed_by_id
  left join documents d on d.id = occ.proof_document_id`;

export function toOccurrence(row: Row): Occurrence {
  return {
    id: row.id,
    obligationId: row.obligation_id,
    dueDate: row.due_date,
    responsibleId: row.responsible_id,
    responsibleName: row.responsible_name,
    closedOn: row.closed_on,
    closedByName: row.closed_by_name,
    proofDocumentId: row.proof_document_id,
    proofDocumentName: row.proof_document_name,
    explanation: row.explanation,
  };
}

/** Occurrences by id (already known to be in scope). */
export async function readOccurrences(db: Pick<Database, 'execute'>, ids: string[]): Promise<Occurrence[]> {
  const list = sqlList(ids);
  const rows = await rowsOf<Row>(
    db,
    sql`select ${occurrenceColumns} from obligation_occurrences occ ${occurrenceJoins} where occ.id in (${list})`,
  );
  return ids.map((id) => toOccurrence(rows.find((row) => row.id === id)!));
}

/** The history of an obligation of an establishment in scope, the newest due date first. */
export async function listOccurrences(db: Database, actor: Actor, input: { id: string }): Promise<Occurrence[]> {
  const obligation = await findScopedObligation(db, actor, input.id);
  const rows = await rowsOf<Row>(
    db,
    sql`select ${occurrenceColumns} from obligation_occurrences occ ${occurrenceJoins}
         where occ.obligation_id = ${obligation.id}
         order by occ.due_date desc, occ.created_at desc, occ.id
         limit 200`,
  );
  return rows.map(toOccurrence);
}
