import { localNow, type IncidentDraft } from '../draft.ts';

/** A declaration not begun: the establishment's, now, nothing else. */
export function blankIncidentDraft(establishmentId: string): IncidentDraft {
  return {
    establishmentId,
    kind: '',
    occurredAt: localNow(),
    place: '',
    description: '',
    immediateMeasures: '',
    severity: '',
    hospitalisation: false,
    outsideEmergencyCare: false,
    death: false,
    childInitials: '',
    childAgeMonths: '',
  };
}

/** What the form sends: the local time as an instant, the child (if any) by initials and age in months only. */
export function toIncidentInput(values: IncidentDraft) {
  const hasChild = values.childInitials.trim() !== '' || values.childAgeMonths.trim() !== '';
  const age = values.childAgeMonths.trim() === '' ? null : Number(values.childAgeMonths);
  const occurred = new Date(values.occurredAt);
  return {
    establishmentId: values.establishmentId,
    kind: values.kind,
    occurredAt: Number.isNaN(occurred.getTime()) ? '' : occurred.toISOString(),
    place: values.place,
    description: values.description,
    immediateMeasures: values.immediateMeasures,
    severity: values.severity === '' ? undefined : Number(values.severity),
    hospitalisation: values.hospitalisation,
    outsideEmergencyCare: values.outsideEmergencyCare,
    death: values.death,
    people: hasChild ? [{ role: 'CHILD', initials: values.childInitials, ageMonths: age }] : [],
  };
}
