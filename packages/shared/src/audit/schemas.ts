import * as v from 'valibot';
import { listQueryEntries } from '../common/list.ts';
import { AUDIT_ENTITIES } from '../enums.ts';
import { optionalDate } from '../validation/dates.ts';
import { idSchema } from '../validation/fields.ts';

/** Every kind of record the API writes to the audit trail (the `entity` of its recordAudit calls). */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** `read`: a consultation of a sensitive record (an incident, issue 29), written like a change. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'read'] as const;

/** DESIGN §2: the author of a record whose account was deleted. */
export const DELETED_USER_LABEL = 'Utilisateur supprimé';

/** The author of what the product writes by itself (default library at start-up, demo seed, scheduled jobs). */
export const SYSTEM_ACTOR_LABEL = 'Système';

export const AUDIT_MESSAGES = {
  entityInvalid: 'Veuillez sélectionner un type de donnée valide',
  fromInvalid: 'Veuillez saisir une date de début valide',
  toInvalid: 'Veuillez saisir une date de fin valide',
  periodInvalid: 'La date de fin doit être postérieure ou égale à la date de début',
} as const;

export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  actorId: v.nullable(v.string()),
  /** The author's current name, 'Système' for the product's own writes, or 'Utilisateur supprimé'. */
  actorName: v.string(),
  clientId: v.nullable(v.string()),
  entity: v.string(),
  entityId: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  /**
   * The establishment the record belongs to (an evaluation's, an action's, an agreement's…, or the establishment
   * itself) and the questionnaire it is about, named as they are now: an « Auto-évaluation » row says which form
   * of which crèche (issue 19 item 6). Null when the record has none or it no longer exists.
   */
  establishmentId: v.nullable(v.string()),
  establishmentName: v.nullable(v.string()),
  formName: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** Filters by entity, entity id, establishment and Paris dates (from and to inclusive), newest first. */
export const AuditListInputSchema = v.object({
  page: listQueryEntries.page,
  pageSize: listQueryEntries.pageSize,
  entity: v.optional(v.picklist(AUDIT_ENTITIES, AUDIT_MESSAGES.entityInvalid)),
  entityId: v.optional(idSchema),
  /** The entries of one establishment's records (within the caller's scope). */
  establishmentId: v.optional(idSchema),
  from: optionalDate(AUDIT_MESSAGES.fromInvalid),
  to: optionalDate(AUDIT_MESSAGES.toInvalid),
});
export type AuditListQuery = v.InferOutput<typeof AuditListInputSchema>;
