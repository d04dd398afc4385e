import type { CampaignReminderKind } from '@qc/shared/campaigns/schemas';
import { formatCalendarDayFr, getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import { runLockedJob, type MailJobDeps } from '../common/locked-job.ts';
import type { Database } from '../db/client.ts';
import { campaignReminders } from '../db/schema-campaigns.ts';
import { rowsOf } from '../db/rows-of.ts';
import { COUNTS_FROM } from './cells.ts';
import { countOf } from '@qc/shared/plural';
import { userLinkedToSql } from '../scope/where.ts';

/** The first reminder goes this many days before the deadline, the second the day before. */
export const CAMPAIGN_FIRST_REMINDER_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which reminder a site not done is due, today: none more than a week before, then a week, a day, late. */
export function reminderKindFor(deadline: string, today: string): CampaignReminderKind | null {
  const daysLeft = Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (daysLeft < 0) return 'LATE';
  if (daysLeft <= 1) return 'DUE_IN_1_DAY';
  if (daysLeft <= CAMPAIGN_FIRST_REMINDER_DAYS) return 'DUE_IN_7_DAYS';
  return null;
}

const formatDay = formatCalendarDayFr;

type DueSite = {
  campaign_id: string;
  campaign_name: string;
  deadline: string | Date;
  establishment_id: string;
  establishment_name: string;
  remaining: number | string;
  emails: string[] | null;
};

/**
 * Issue 17 item 3: the directors of each targeted establishment that has not
 * completed every form get one e-mail a week before the deadline, one the day
 * before, one once late. The (campaign, establishment, kind) row written in the
 * same transaction as the mail (outbox) makes each go once, whatever the number
 * of processes or runs; the advisory lock (runLockedJob) lets one process do the work.
 */
export async function sendCampaignReminders(db: Database, deps: MailJobDeps): Promise<number> {
  const today = getParisToday(deps.now ?? new Date());
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + CAMPAIGN_FIRST_REMINDER_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return runLockedJob(db, deps.mailer, 'campaignReminders', 0, async ({ tx, sendMail }) => {
    const sites = await rowsOf<DueSite>(
      tx,
      sql`
      select c.id as campaign_id, c.name as campaign_name, c.deadline,
             ce.establishment_id, e.name as establishment_name,
             (select count(*) from campaign_forms cf
               where cf.campaign_id = c.id
                 and not exists (select 1 from evaluations ev
                                  where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
                                    and ev.status = 'COMPLETED' and ev.completed_at >= ${COUNTS_FROM})) as remaining,
             (select array_agg(distinct u.email order by u.email) from "user" u
               where 'DIRECTOR' = any(u.roles) and ${userLinkedToSql(sql`ce.establishment_id`)}) as emails
        from campaigns c
        join campaign_establishments ce on ce.campaign_id = c.id
        join establishments e on e.id = ce.establishment_id
       where c.status = 'OPEN' and c.deadline <= ${horizon}::date`,
    );
    let sent = 0;
    for (const site of sites) {
      const remaining = Number(site.remaining);
      const emails = site.emails ?? [];
      if (remaining === 0 || emails.length === 0) continue;
      const deadline =
        site.deadline instanceof Date ? site.deadline.toISOString().slice(0, 10) : String(site.deadline).slice(0, 10);
      const kind = reminderKindFor(deadline, today);
      if (!kind) continue;
      // The primary key decides: a reminder already recorded is not sent again.
      const inserted = await tx
        .insert(campaignReminders)
        .values({ campaignId: site.campaign_id, establishmentId: site.establishment_id, kind, recipients: emails })
        .onConflictDoNothing()
        .returning({ kind: campaignReminders.kind });
      if (inserted.length === 0) continue;
      const when =
        kind === 'LATE'
          ? `Son échéance, le ${formatDay(deadline)}, est passée`
          : kind === 'DUE_IN_1_DAY'
            ? `Elle est à terminer avant le ${formatDay(deadline)} inclus, demain au plus tard`
            : `Elle est à terminer avant le ${formatDay(deadline)} inclus`;
      const subject =
        kind === 'LATE'
          ? `Campagne « ${site.campaign_name} » en retard : ${site.establishment_name}`
          : `Campagne « ${site.campaign_name} » : à terminer avant le ${formatDay(deadline)}`;
      for (const email of emails) {
        await sendMail({
          kind: `CAMPAIGN_${kind}`,
          to: email,
          subject,
          text: `Bonjour,\n\nLa campagne « ${site.campaign_name} » demande des auto-évaluations à ${site.establishment_name}. ${when} ; il reste ${countOf(remaining, 'questionnaire', 'questionnaires')} à terminer.\n\nPoursuivez-les : ${deps.publicUrl}/auto-evaluation/categories\n`,
        });
      }
      sent += 1;
    }
    if (sent > 0) deps.logger.info({ reminders: sent }, 'Rappels de campagne envoyés');
    return sent;
  });
}
