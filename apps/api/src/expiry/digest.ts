import { ESTABLISHMENT_DOCUMENT_TYPE_LABELS, type EstablishmentDocumentType } from '@qc/shared/documents/schemas';
import { crossedThreshold, daysUntil, describeExpiry, EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { formatCalendarDayFr, getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import { runLockedJob, type MailJobDeps } from '../common/locked-job.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { sqlList } from '../common/sql-list.ts';
import { groupBy } from '../common/group-by.ts';
import { userLinkedToSql } from '../scope/where.ts';

type WatchedItem = {
  kind: 'DOCUMENT' | 'AGREEMENT';
  id: string;
  expires_on: string | Date;
  label: string;
  document_type: string | null;
  purpose: string | null;
  establishment_id: string;
  establishment_name: string;
};

type Recipient = { establishment_id: string; user_id: string; email: string; first_name: string | null };

const toDay = (value: string | Date) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * Issue 17 item 4: the expiry digest. Documents with a validity date (the
 * establishment's documents and the proofs of its answers and actions, not
 * yet replaced by a newer version) and active agreements with an end date are
 * watched; when one comes within 60, 30 or 7 days of its last day, the people
 * responsible for its establishment — its DIRECTOR users and its client's
 * CLIENT_MASTER users — get one e-mail each listing every item that crossed a
 * threshold, with a link to renew it.
 *
 * Each (item, end date, threshold) is recorded in `expiry_notices` in the
 * same transaction as the mails written to the outbox: the unique key lets a
 * notice be recorded once, so it is sent once even when several processes run
 * the job (the advisory lock only spares them the duplicate work).
 */
export async function sendExpiryDigests(db: Database, deps: MailJobDeps): Promise<{ items: number; mails: number }> {
  const today = getParisToday(deps.now ?? new Date());
  return runLockedJob(db, deps.mailer, 'expiryDigest', { items: 0, mails: 0 }, async ({ tx, sendMail }) => {
    const watched = await rowsOf<WatchedItem>(
      tx,
      sql`
        select 'DOCUMENT' as kind, d.id, d.valid_until as expires_on, d.name as label, d.type as document_type,
          d.purpose, e.id as establishment_id, e.name as establishment_name
        from documents d join establishments e on e.id = d.establishment_id
        where d.purpose <> 'TEMPLATE' and d.replaced_by_id is null
          and d.valid_until between ${today}::date and ${today}::date + ${EXPIRY_WATCH_DAYS}::int
        union all
        select 'AGREEMENT', a.id, a.end_date, coalesce(a.number, ''), null, null, e.id, e.name
        from agreements a join establishments e on e.id = a.establishment_id
        where a.status = 'ACTIVE'
          and a.end_date between ${today}::date and ${today}::date + ${EXPIRY_WATCH_DAYS}::int
        order by 3, 4`,
    );
    // Each item's threshold, recorded once: a notice already in the table returns nothing and is not sent again.
    const due: Array<WatchedItem & { expiresOn: string; daysLeft: number; threshold: number }> = [];
    for (const item of watched) {
      const expiresOn = toDay(item.expires_on);
      const daysLeft = daysUntil(expiresOn, today);
      const threshold = crossedThreshold(daysLeft);
      if (threshold === null) continue;
      due.push({ ...item, expiresOn, daysLeft, threshold });
    }
    if (due.length === 0) return { items: 0, mails: 0 };

    const recorded = new Set<string>();
    const keyOf = (kind: string, id: string, expiresOn: string, threshold: number) =>
      `${kind}|${id}|${expiresOn}|${threshold}`;
    // Recipients of each establishment with something due: its directors, and its client's quality managers.
    const establishmentIds = [...new Set(due.map((item) => item.establishment_id))];
    const idList = sqlList(establishmentIds);
    const recipients = await rowsOf<Recipient>(
      tx,
      sql`
        select e.id as establishment_id, u.id as user_id, u.email, u.first_name
        from establishments e
        join "user" u on 'DIRECTOR' = any(u.roles) and ${userLinkedToSql(sql`e.id`)}
        where e.id in (${idList})
        union
        select e.id, u.id, u.email, u.first_name
        from establishments e
        join "user" u on 'CLIENT_MASTER' = any(u.roles) and u.client_id = e.client_id
        where e.id in (${idList})`,
    );
    const byEstablishment = groupBy(recipients, (row) => row.establishment_id);

    const byUser = new Map<string, { recipient: Recipient; items: typeof due }>();
    for (const item of due) {
      const people = byEstablishment.get(item.establishment_id) ?? [];
      const inserted = await rowsOf<{ id: string }>(
        tx,
        sql`
          insert into expiry_notices (id, item_kind, item_id, expires_on, threshold, recipients)
          values (${crypto.randomUUID()}, ${item.kind}, ${item.id}, ${item.expiresOn}::date, ${item.threshold}, ${people.length})
          on conflict (item_kind, item_id, expires_on, threshold) do nothing
          returning id`,
      );
      if (inserted.length === 0) continue;
      recorded.add(keyOf(item.kind, item.id, item.expiresOn, item.threshold));
      for (const person of people) {
        const entry = byUser.get(person.user_id) ?? { recipient: person, items: [] };
        entry.items.push(item);
        byUser.set(person.user_id, entry);
      }
    }

    for (const { recipient, items } of byUser.values()) {
      const lines = items.map((item) => describeItem(item, deps.publicUrl));
      // Written with the transaction that records the notices: both or neither.
      await sendMail({
        kind: 'EXPIRY_DIGEST',
        to: recipient.email,
        subject:
          items.length === 1
            ? `Échéance : ${itemTitle(items[0]!)} ${describeExpiry(items[0]!.daysLeft)}`
            : `Échéances : ${items.length} documents ou agréments arrivent à expiration`,
        text: [
          `Bonjour ${recipient.first_name ?? ''},`.replace(' ,', ','),
          '',
          items.length === 1
            ? 'Ce document ou agrément arrive bientôt à expiration :'
            : 'Ces documents et agréments arrivent bientôt à expiration :',
          '',
          ...lines,
          '',
          'Vous recevez ce récapitulatif 60, 30 et 7 jours avant chaque échéance.',
        ].join('\n'),
      });
    }
    if (recorded.size > 0) {
      deps.logger.info({ items: recorded.size, recipients: byUser.size }, 'Rappels d’échéance envoyés');
    }
    return { items: recorded.size, mails: byUser.size };
  });
}

function itemTitle(item: WatchedItem): string {
  if (item.kind === 'AGREEMENT') return item.label ? `l’agrément n° ${item.label}` : 'l’agrément';
  const type = item.document_type
    ? ESTABLISHMENT_DOCUMENT_TYPE_LABELS[item.document_type as EstablishmentDocumentType]
    : null;
  return `« ${item.label} »${type ? ` (${type})` : ''}`;
}

function describeItem(item: WatchedItem & { expiresOn: string; daysLeft: number }, publicUrl: string): string {
  const where = `${publicUrl}/admins/establishments/${encodeURIComponent(item.establishment_id)}`;
  const title = item.kind === 'AGREEMENT' ? itemTitle(item).replace(/^l’a/, 'A') : `Document ${itemTitle(item)}`;
  const link =
    item.kind === 'AGREEMENT'
      ? `Mettre à jour l’agrément : ${where}/agreement`
      : `Déposer la nouvelle version : ${where}/documents?renew=${encodeURIComponent(item.id)}`;
  return [
    `- ${title} — ${item.establishment_name}`,
    `  valable jusqu’au ${formatCalendarDayFr(item.expiresOn)} (${describeExpiry(item.daysLeft)})`,
    `  ${link}`,
  ].join('\n');
}
