import { describePeriod } from '@qc/shared/obligations/library';
import { OCCURRENCE_STATE_LABELS } from '@qc/shared/obligations/schemas';
import ical, { ICalAlarmType } from 'ical-generator';
import type { AuthedContext } from '../orpc/base.ts';
import { fileNameSlug } from '../common/file-name.ts';
import type { Database } from '../db/client.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { listObligations } from './list-obligations.ts';

/**
 * The establishment's open occurrences as an iCalendar file (RFC 5545), for a director to import in her own
 * calendar: one all-day event per obligation on its due date, its UID the occurrence's id (imported again,
 * an event is updated, not doubled), with a reminder a week before.
 */
export async function obligationsCalendar(
  db: Database,
  actor: Actor,
  input: { establishmentId: string },
  context?: AuthedContext,
): Promise<File> {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  const view = await listObligations(db, actor, input);
  const publicUrl = context?.deps.publicUrl ?? '';
  const calendar = ical({
    name: `Obligations — ${establishment.name}`,
    prodId: { company: 'Qualité & Conformité', product: 'Obligations', language: 'FR' },
  });
  for (const item of view.items) {
    const title = item.subject ? `${item.title} — ${item.subject}` : item.title;
    calendar.createEvent({
      id: `${item.current.id}@obligations.qualite-conformite`,
      allDay: true,
      // Noon UTC is the same Paris day whatever the offset: the all-day date written is the due date.
      start: new Date(`${item.current.dueDate}T12:00:00Z`),
      summary: `${title} (${establishment.name})`,
      description: [
        item.description ?? '',
        `Périodicité : ${describePeriod(item.periodMonths)}. Source : ${item.reference}.`,
        item.current.responsibleName ? `Responsable : ${item.current.responsibleName}.` : '',
        `État : ${OCCURRENCE_STATE_LABELS[item.current.state]}.`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: publicUrl ? `${publicUrl}/obligations?establishmentId=${encodeURIComponent(establishment.id)}` : null,
      alarms: [{ type: ICalAlarmType.display, trigger: 7 * 24 * 60 * 60, description: title }],
    });
  }
  return new File([calendar.toString()], `obligations-${fileNameSlug(establishment.name, 60)}.ics`, {
    type: 'text/calendar',
  });
}
