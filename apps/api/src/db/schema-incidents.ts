import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { actions } from './schema-action-plans.ts';
import { documents } from './schema-documents.ts';
import { id, timestamptz, createdAt, timestamps, parentId } from './columns.ts';

export type StoredPerson = { role: string; initials: string | null; ageMonths: number | null };
export type StoredFactor = { category: string; description: string };

/**
 * Issue 29: an incident, adverse event or family complaint of one establishment (ADR 036). People are described
 * without names (a child's initials and age in months); free texts and people are erased by the retention rule
 * (`anonymised_at`), the structured facts stay for the register's figures.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'restrict'),
    kind: text('kind').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    immediateMeasures: text('immediate_measures'),
    severity: integer('severity').notNull(),
    hospitalisation: boolean('hospitalisation').notNull().default(false),
    outsideEmergencyCare: boolean('outside_emergency_care').notNull().default(false),
    death: boolean('death').notNull().default(false),
    people: jsonb('people').$type<StoredPerson[]>().notNull().default([]),
    declaredById: text('declared_by_id').references(() => user.id, { onDelete: 'set null' }),
    declaredAt: timestamptz('declared_at').notNull().defaultNow(),
    state: text('state').notNull().default('DECLARED'),
    analysisCauses: text('analysis_causes'),
    analysisFactors: jsonb('analysis_factors').$type<StoredFactor[]>(),
    analysisProtections: text('analysis_protections'),
    analysedAt: timestamptz('analysed_at'),
    analysedById: text('analysed_by_id').references(() => user.id, { onDelete: 'set null' }),
    declarationSentAt: timestamptz('declaration_sent_at'),
    declarationMeans: text('declaration_means'),
    declarationRecipient: text('declaration_recipient'),
    declarationRecordedById: text('declaration_recorded_by_id').references(() => user.id, { onDelete: 'set null' }),
    complaintAcknowledgedOn: date('complaint_acknowledged_on', { mode: 'string' }),
    complaintRespondedOn: date('complaint_responded_on', { mode: 'string' }),
    complaintReply: text('complaint_reply'),
    /** Issue 29 item 4: the member of the establishment its follow-up (analysis) is given to; she then reads it. */
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    assignedAt: timestamptz('assigned_at'),
    assignedById: text('assigned_by_id').references(() => user.id, { onDelete: 'set null' }),
    closedAt: timestamptz('closed_at'),
    anonymisedAt: timestamptz('anonymised_at'),
    ...timestamps(),
  },
  (table) => [
    // The register's order within a client and an establishment: newest event first.
    index('incidents_client_idx').on(table.clientId, table.occurredAt.desc(), table.id),
    index('incidents_establishment_idx').on(table.establishmentId, table.occurredAt.desc(), table.id),
    index('incidents_declared_by_idx').on(table.declaredById),
    index('incidents_assignee_idx').on(table.assigneeId),
    // The retention job reads the closed events not yet anonymised.
    index('incidents_to_anonymise_idx')
      .on(table.closedAt)
      .where(sql`${table.anonymisedAt} is null and ${table.closedAt} is not null`),
  ],
);

/** Each change of state: from, to, when, by whom (the history shown on the event). */
export const incidentStateChanges = pgTable(
  'incident_state_changes',
  {
    id: id(),
    incidentId: parentId('incident_id', () => incidents.id, 'cascade'),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    byId: text('by_id').references(() => user.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (table) => [index('incident_state_changes_incident_idx').on(table.incidentId, table.at)],
);

/** An action of the establishment's plan (the action-plan tables) decided from an event: its link back. */
export const incidentActions = pgTable(
  'incident_actions',
  {
    incidentId: parentId('incident_id', () => incidents.id, 'cascade'),
    actionId: parentId('action_id', () => actions.id, 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('incident_actions_action_idx').on(table.actionId),
    index('incident_actions_incident_idx').on(table.incidentId),
  ],
);

/**
 * Issue 29 item 1: a photo or a document attached to an event. The bytes and their metadata are a `documents` row
 * of purpose INCIDENT (the evidence upload path: type checks, size, the establishment's quota, disk or S3); this
 * row ties it to its event, whose visibility it takes (ADR 036). Read through the event only: the documents
 * procedures answer 404 for purpose INCIDENT.
 */
export const incidentAttachments = pgTable(
  'incident_attachments',
  {
    incidentId: parentId('incident_id', () => incidents.id, 'cascade'),
    documentId: parentId('document_id', () => documents.id, 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('incident_attachments_document_idx').on(table.documentId),
    index('incident_attachments_incident_idx').on(table.incidentId, table.createdAt),
  ],
);
