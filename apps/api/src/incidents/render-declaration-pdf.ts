import { getParisToday } from '@qc/shared/dates';
import {
  DECLARATION_MEANS_LABELS,
  INCIDENT_KIND_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INVOLVED_ROLE_LABELS,
  type DeclarationMeans,
  type IncidentKind,
  type IncidentSeverity,
  type InvolvedRole,
} from '@qc/shared/incidents/enums';
import { INCIDENT_MESSAGES } from '@qc/shared/incidents/schemas';
import { eq } from 'drizzle-orm';
import { conflict, forbidden } from '../common/domain-errors.ts';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import type { StoredPerson } from '../db/schema-incidents.ts';
import { selectEstablishmentInfo } from '../reports/establishment-info.ts';
import type { ReportPool } from '../reports/pool.ts';
import type { Actor } from '../scope/actor.ts';
import { auditRead, canManage, findVisibleIncident } from './access.ts';
import { dutyOf } from './details.ts';

function describePerson(person: StoredPerson): string {
  const parts = [INVOLVED_ROLE_LABELS[person.role as InvolvedRole] ?? person.role];
  if (person.initials) parts.push(`initiales ${person.initials}`);
  if (person.ageMonths !== null) parts.push(`${person.ageMonths} mois`);
  return parts.join(', ');
}

/**
 * The pre-filled declaration (issue 29 item 3): read and scoped here, rendered off the request thread by the
 * report pool. Only who handles the event produces it (the director, the group); the reading is audited.
 */
export async function renderDeclarationPdf(db: Database, pool: ReportPool, actor: Actor, id: string): Promise<File> {
  const record = await findVisibleIncident(db, actor, id);
  if (!canManage(actor, await actor.getScope(), record.establishmentId))
    forbidden('Seuls la direction de l’établissement et le responsable du groupe produisent la déclaration');
  const duty = dutyOf(record, record.establishmentCategory);
  if (!duty) conflict(INCIDENT_MESSAGES.noDeclarationDuty);
  const place = await selectEstablishmentInfo(db, eq(establishments.id, record.establishmentId));
  const [director] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
  const [declarer] = record.declaredById
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, record.declaredById))
    : [];
  await auditRead(db, actor, record, 'declaration-pdf');
  const consequences = [
    record.death ? 'Décès' : null,
    record.hospitalisation ? 'Hospitalisation' : null,
    record.outsideEmergencyCare ? 'Prise en charge par des secours extérieurs' : null,
  ].filter((value): value is string => value !== null);
  const bytes = await pool.render({
    kind: 'incidentDeclaration',
    data: {
      establishment: place!,
      authority: duty.authority,
      source: duty.source,
      sourceText: duty.sourceText,
      reason: duty.reason,
      deadlineAt: duty.deadlineAt,
      deadlineNote: duty.deadlineNote,
      kindLabel: INCIDENT_KIND_LABELS[record.kind as IncidentKind],
      severityLabel: INCIDENT_SEVERITY_LABELS[record.severity as IncidentSeverity],
      occurredAt: toIso(record.occurredAt),
      place: record.place,
      description: record.description,
      immediateMeasures: record.immediateMeasures,
      consequences,
      people: record.people.map(describePerson),
      declaredAt: toIso(record.declaredAt),
      declaredByName: declarer?.name ?? null,
      directorName: director?.name ?? '',
      sentAt: duty.sentAt,
      sentMeansLabel: record.declarationMeans
        ? DECLARATION_MEANS_LABELS[record.declarationMeans as DeclarationMeans]
        : null,
      generatedAt: new Date().toISOString(),
    },
  });
  return new File([bytes as Uint8Array<ArrayBuffer>], `declaration-evenement-${getParisToday()}.pdf`, {
    type: 'application/pdf',
  });
}
