import { formatCalendarDayFr, getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import { runLockedJob, type MailJobDeps } from '../common/locked-job.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { stateOf } from './access.ts';
import { sqlList } from '../common/sql-list.ts';
import { groupBy } from '../common/group-by.ts';
import { userLinkedToSql } from '../scope/where.ts';

type DueRow = {
  occurrence_id: string;
  due_date: string;
  notice_days: number;
  title: string;
  subject: string;
  establishment_id: string;
  establishment_name: string;
};

type Recipient = { occurrence_id: string; email: string; first_name: string | null };

/**
 * Issue 27 item 4 (ADR 039): each open occurrence gets one reminder when it comes within its obligation's
 * notice (BEFORE) and one once its due date has passed (LATE). Recipients: its responsible, when her member
 * record is a user; else the establishment's directors. Each (occurrence, kind) is inserted in
 * `obligation_reminders` with `on conflict do nothing` in the job's transaction, and only the rows inserted
 * are mailed, through the outbox of that same transaction: sent once, whatever the number of processes.
 */
export async function sendObligationReminders(
  db: Database,
  deps: MailJobDeps,
): Promise<{ reminders: number; mails: number }> {
  const today = getParisToday(deps.now ?? new Date());
  return runLockedJob(db, deps.mailer, 'obligationReminders', { reminders: 0, mails: 0 }, async ({ tx, sendMail }) => {
    // The open occurrences within their notice or late, not yet reminded for that kind.
    const due = await rowsOf<DueRow>(
      tx,
      sql`
        select occ.id as occurrence_id, to_char(occ.due_date, 'YYYY-MM-DD') as due_date, o.notice_days, o.title,
               o.subject, e.id as establishment_id, e.name as establishment_name
          from obligation_occurrences occ
          join obligations o on o.id = occ.obligation_id
          join establishments e on e.id = occ.establishment_id
         where occ.closed_at is null and occ.due_date <= ${today}::date + o.notice_days
           and not exists (
             select 1 from obligation_reminders r
              where r.occurrence_id = occ.id
                and r.kind = case when occ.due_date < ${today}::date then 'LATE' else 'BEFORE' end)
         order by occ.due_date, o.title`,
    );
    if (due.length === 0) return { reminders: 0, mails: 0 };
    const list = sqlList(due.map((row) => row.occurrence_id));
    const recipients = await rowsOf<Recipient>(
      tx,
      sql`
        select occ.id as occurrence_id, u.email, u.first_name
          from obligation_occurrences occ
          join effective_members m on m.id = occ.responsible_id
          join "user" u on u.id = m.user_id
         where occ.id in (${list})
        union
        select occ.id, u.email, u.first_name
          from obligation_occurrences occ
          join "user" u on 'DIRECTOR' = any(u.roles) and ${userLinkedToSql(sql`occ.establishment_id`)}
         where occ.id in (${list})
           and not exists (
             select 1 from effective_members m join "user" ru on ru.id = m.user_id
              where m.id = occ.responsible_id)`,
    );
    const byOccurrence = groupBy(recipients, (row) => row.occurrence_id);
    let reminders = 0;
    const byEmail = new Map<string, { firstName: string | null; lines: string[]; late: number }>();
    for (const row of due) {
      const kind = stateOf(row.due_date, today, row.notice_days) === 'LATE' ? 'LATE' : 'BEFORE';
      const people = byOccurrence.get(row.occurrence_id) ?? [];
      const emails = sqlList(people.map((person) => person.email));
      const inserted = await rowsOf<{ occurrence_id: string }>(
        tx,
        sql`
          insert into obligation_reminders (occurrence_id, kind, recipients)
          values (${row.occurrence_id}, ${kind}, array[${emails}]::text[])
          on conflict (occurrence_id, kind) do nothing
          returning occurrence_id`,
      );
      if (inserted.length === 0) continue;
      reminders += 1;
      const title = row.subject ? `${row.title} — ${row.subject}` : row.title;
      const when =
        kind === 'LATE'
          ? `en retard depuis le ${formatCalendarDayFr(row.due_date)}`
          : `à faire au plus tard le ${formatCalendarDayFr(row.due_date)}`;
      const line = [
        `- ${title} — ${row.establishment_name}`,
        `  ${when}`,
        `  ${deps.publicUrl}/obligations?establishmentId=${encodeURIComponent(row.establishment_id)}`,
      ].join('\n');
      for (const person of people) {
        const entry = byEmail.get(person.email) ?? { firstName: person.first_name, lines: [], late: 0 };
        entry.lines.push(line);
        if (kind === 'LATE') entry.late += 1;
        byEmail.set(person.email, entry);
      }
    }
    for (const [email, entry] of byEmail) {
      // Written with the transaction that records the reminders: both or neither.
      await sendMail({
        kind: 'OBLIGATION_REMINDER',
        to: email,
        subject:
          entry.late > 0
            ? `Obligations en retard : ${entry.lines.length === 1 ? '1 échéance' : `${entry.lines.length} échéances`}`
            : `Obligations à venir : ${entry.lines.length === 1 ? '1 échéance' : `${entry.lines.length} échéances`}`,
        text: [
          `Bonjour ${entry.firstName ?? ''},`.replace(' ,', ','),
          '',
          'Ces obligations récurrentes attendent d’être réalisées et closes avec une preuve ou une explication :',
          '',
          ...entry.lines,
          '',
          'Vous recevez un rappel avant chaque échéance, et un autre si elle est dépassée.',
        ].join('\n'),
      });
    }
    if (reminders > 0) deps.logger.info({ reminders, recipients: byEmail.size }, 'Rappels d’obligations envoyés');
    return { reminders, mails: byEmail.size };
  });
}
