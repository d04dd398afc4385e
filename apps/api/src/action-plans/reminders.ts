import { formatCalendarDayFr, getParisToday } from '@qc/shared/validation/dates';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { runLockedJob, type MailJobDeps } from '../common/locked-job.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { actions } from '../db/schema-action-plans.ts';
import { overdueWhere } from './queries.ts';
import { countOf } from '@qc/shared/plural';
import { groupBy } from '../common/group-by.ts';

const REMIND_EVERY_MS = 20 * 60 * 60 * 1000;

/**
 * DESIGN §6: responsible members who are users receive one e-mail listing their
 * overdue actions, at most once a day per action. Several API processes may run
 * this (DESIGN §2 "scheduled jobs that take a database lock"): runLockedJob
 * lets one of them do it.
 */
export async function sendOverdueReminders(db: Database, deps: MailJobDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const today = getParisToday(now);
  return runLockedJob(db, deps.mailer, 'overdueActions', 0, async ({ tx, sendMail }) => {
    const due = await tx
      .select({
        id: actions.id,
        title: actions.title,
        dueDate: actions.dueDate,
        establishmentName: establishments.name,
        email: user.email,
        firstName: user.firstName,
      })
      .from(actions)
      .innerJoin(establishments, eq(establishments.id, actions.establishmentId))
      .innerJoin(effectiveMembers, eq(effectiveMembers.id, actions.responsibleId))
      .innerJoin(user, eq(user.id, effectiveMembers.userId))
      .where(
        and(
          overdueWhere(today),
          isNotNull(effectiveMembers.userId),
          or(isNull(actions.remindedAt), lt(actions.remindedAt, new Date(now.getTime() - REMIND_EVERY_MS))),
        ),
      );
    const byEmail = groupBy(due, (row) => row.email);
    for (const [email, list] of byEmail) {
      const lines = list.map(
        (row) => `- ${row.title} (${row.establishmentName}), échéance le ${formatCalendarDayFr(row.dueDate!)}`,
      );
      // Written with the transaction that marks the actions reminded: both or neither.
      await sendMail({
        kind: 'OVERDUE_ACTIONS',
        to: email,
        subject: `${countOf(list.length, 'action', 'actions')} en retard dans votre plan d'action`,
        text: `Bonjour ${list[0]!.firstName ?? ''},\n\nCes actions dont vous êtes responsable ont dépassé leur échéance :\n${lines.join('\n')}\n\nMettez-les à jour : ${deps.publicUrl}/action-plan?overdue=true\n`,
      });
    }
    if (due.length > 0) {
      await tx
        .update(actions)
        .set({ remindedAt: now })
        .where(
          inArray(
            actions.id,
            due.map((row) => row.id),
          ),
        );
      deps.logger.info({ actions: due.length, recipients: byEmail.size }, 'Rappels des actions en retard envoyés');
    }
    return due.length;
  });
}
