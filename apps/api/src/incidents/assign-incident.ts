import { INCIDENT_KIND_LABELS, isRestrictedKind, type IncidentKind } from '@qc/shared/incidents/enums';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { INCIDENT_MESSAGES, type IncidentAssignInput } from '@qc/shared/incidents/schemas';
import { sql } from 'drizzle-orm';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { teamOf } from '../evaluations/sharing-queries.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { changeManagedIncident, updateIncident } from './change-incident.ts';

/**
 * Issue 29 item 4: the direction or the group gives an event's follow-up (its analysis) to a member of the
 * establishment — a DIRECTOR or COLLABORATOR linked to it, the same people questions of an evaluation are given to
 * (ADR 041) — who then reads it in the register and finds it in « Mes tâches ». A suspicion of mistreatment stays
 * with the direction: given to a collaborator it is refused. `null` takes it back. Audited; the assignee is told by
 * a mail through the outbox, which names the establishment and the kind only (a mail leaves the product).
 */
export async function assignIncident(
  db: Database,
  actor: Actor,
  input: IncidentAssignInput,
  context: AuthedContext,
): Promise<IncidentDetail> {
  return changeManagedIncident(db, actor, input.id, async (tx, record) => {
    if (record.state === 'CLOSED') conflict(INCIDENT_MESSAGES.closed);
    let assignee: { id: string; name: string; email: string } | null = null;
    if (input.assigneeId !== null) {
      // An unknown user, one of another establishment or client, a CLIENT_MASTER: the same answer.
      const [member] = await teamOf(tx, record.establishmentId, [input.assigneeId]);
      if (!member) fieldError('assigneeId', INCIDENT_MESSAGES.assigneeInvalid);
      if (isRestrictedKind(record.kind) && member.role !== 'DIRECTOR')
        fieldError('assigneeId', INCIDENT_MESSAGES.assigneeRestricted);
      assignee = member;
    }
    if ((assignee?.id ?? null) === record.assigneeId) return;
    await updateIncident(tx, actor, record, {
      assigneeId: assignee?.id ?? null,
      assignedAt: assignee ? sql`now()` : null,
      assignedById: assignee ? actor.id : null,
    });
    if (assignee && assignee.id !== actor.id) {
      const link = `${context.deps.publicUrl}/incidents/${record.id}`;
      const kind = INCIDENT_KIND_LABELS[record.kind as IncidentKind];
      await context.deps.mailer.send(
        {
          to: assignee.email,
          kind: 'INCIDENT_ASSIGNED',
          subject: `Un événement vous est confié — ${record.establishmentName}`,
          text: `Bonjour,\n\nLa direction vous confie le suivi (l’analyse) d’un événement : ${kind}, ${record.establishmentName}.\nRetrouvez-le dans « Mes tâches » et dans le registre des événements : ${link}\n`,
        },
        { tx },
      );
    }
  });
}
