// Enumerations of SPEC §3 and DESIGN §4–§6 and their French labels, defined once for web and api (DESIGN §3, §4):
// screens, PDF reports and spreadsheets say them alike.

/**
 * An enumeration written once as (value, French label) rows: `values` is the tuple of the values in that order (what
 * `v.picklist` and the selects take), `labels` the label of each.
 */
export function labelledEnum<
  const TRows extends readonly [readonly [string, string], ...(readonly [string, string])[]],
>(rows: TRows) {
  type Value = TRows[number][0];
  return {
    values: rows.map(([value]) => value) as { readonly [I in keyof TRows]: TRows[I][0] },
    labels: Object.fromEntries(rows) as Record<Value, string>,
  };
}

export const { values: ROLES, labels: ROLE_LABELS } = labelledEnum([
  ['ADMIN', 'Administrateur'],
  ['CLIENT_MASTER', 'Responsable client'],
  ['DIRECTOR', 'Directeur·rice'],
  ['COLLABORATOR', 'Collaborateur·rice'],
]);
export type Role = (typeof ROLES)[number];

export const { values: MANAGEMENT_TYPES, labels: MANAGEMENT_TYPE_LABELS } = labelledEnum([
  ['ASSOCIATION', 'Association'],
  ['TERRITORIAL_COMMUNITY', 'Collectivité territoriale'],
  ['PRIVATE_LUCRATIVE', 'Privé lucratif'],
  ['CHILDMINDERS', 'Assistantes maternelles'],
]);
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

export const { values: MEMBER_ROLES, labels: MEMBER_ROLE_LABELS } = labelledEnum([
  ['MANAGER', 'Gestionnaire'],
  ['DIRECTOR', 'Directeur·rice'],
  ['ASSISTANT_DIRECTOR', 'Directeur·rice adjoint·e'],
  ['CONTINUITY_DIRECTOR', 'Continuité de direction'],
  ['HEALTH_REFERENT', 'Référent santé et accueil inclusif'],
  ['PRACTICES_ANIMATOR', 'Animateur·rice d’analyse des pratiques'],
  ['OTHER_INTERVENANT', 'Autre intervenant'],
]);
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The member roles that become a DIRECTOR user on conversion (DESIGN §3). */
export const DIRECTOR_MEMBER_ROLES: readonly MemberRole[] = ['DIRECTOR', 'ASSISTANT_DIRECTOR', 'CONTINUITY_DIRECTOR'];

export const { values: STATUSES, labels: STATUS_LABELS } = labelledEnum([
  ['ACTIVE', 'Actif'],
  ['INACTIVE', 'Inactif'],
]);
export type Status = (typeof STATUSES)[number];

export const { values: KINDS, labels: KIND_LABELS } = labelledEnum([
  ['CONFORMITY', 'Conformité'],
  ['QUALITY', 'Qualité'],
]);
export type Kind = (typeof KINDS)[number];

export const { values: QUESTION_TYPES, labels: QUESTION_TYPE_LABELS } = labelledEnum([
  ['BOOLEAN', 'Oui / Non'],
  ['MULTIPLE_CHOICE', 'Choix multiple'],
  ['SELECT', 'Choix unique'],
  ['NOTATION', 'Notation'],
]);
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const { values: DOCUMENT_REQUIREMENTS, labels: DOCUMENT_REQUIREMENT_LABELS } = labelledEnum([
  ['MANDATORY', 'Obligatoire'],
  ['RECOMMENDED', 'Recommandé'],
]);
export type DocumentRequirement = (typeof DOCUMENT_REQUIREMENTS)[number];

/** SPEC §3: the requirement level is derived from two flags. */
export function getDocumentRequirement(flags: {
  isDocumentRequired: boolean;
  isDocumentRecommended: boolean;
}): DocumentRequirement | null {
  if (flags.isDocumentRequired) return 'MANDATORY';
  if (flags.isDocumentRecommended) return 'RECOMMENDED';
  return null;
}

/** DOMAIN.md, R2324-46: the size classes of crèches, plus ESSMS (DESIGN §3 `category`). */
export const { values: ESTABLISHMENT_CATEGORIES, labels: ESTABLISHMENT_CATEGORY_LABELS } = labelledEnum([
  ['MICRO_CRECHE', 'Micro-crèche ≤ 12 places'],
  ['PETITE_CRECHE', 'Petite crèche 13–24'],
  ['CRECHE', 'Crèche 25–39'],
  ['GRANDE_CRECHE', 'Grande crèche 40–59'],
  ['TRES_GRANDE_CRECHE', 'Très grande crèche ≥ 60'],
  ['ESSMS', 'ESSMS'],
]);
export type EstablishmentCategory = (typeof ESTABLISHMENT_CATEGORIES)[number];

/*
 * The value lists that URL search parameters of the web app check (action plan filters, the
 * establishments' order, the audit's record kinds) live here, re-exported by their schema
 * modules: the route tree then loads this light module alone, not the schemas (issue 13).
 */

/** DESIGN §6. */
export const { values: ACTION_PRIORITIES, labels: ACTION_PRIORITY_LABELS } = labelledEnum([
  ['LOW', 'Basse'],
  ['MEDIUM', 'Moyenne'],
  ['HIGH', 'Haute'],
  ['CRITICAL', 'Critique'],
]);
export const { values: ACTION_STATUSES, labels: ACTION_STATUS_LABELS } = labelledEnum([
  ['TODO', 'À faire'],
  ['IN_PROGRESS', 'En cours'],
  ['DONE', 'Terminée'],
  ['CANCELLED', 'Annulée'],
]);

/** The orders of the establishments list: a column, descending with a leading '-'. */
export const ESTABLISHMENT_SORTS = ['name', '-name', 'city', '-city', 'createdAt', '-createdAt'] as const;

/** Every kind of record the API writes to the audit trail (the `entity` of its recordAudit calls). */
export const AUDIT_ENTITIES = [
  'client',
  'legal-entity',
  'establishment',
  'agreement',
  'effective-member',
  'establishment-member',
  'user',
  'category',
  'form',
  'question',
  'evaluation',
  // Issue 27 item 2: questions of an evaluation given out, handed in, reviewed (entity id: the evaluation's).
  'evaluation-sharing',
  'action',
  'action-dismissal',
  'document',
  'campaign',
  'incident',
  // Issue 32: one entry per spreadsheet import, with its counts.
  'import',
  'obligation',
  'obligation-occurrence',
] as const;
