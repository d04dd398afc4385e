// Enumerations of SPEC §3 and DESIGN §4–§6 and their French labels, defined once for web and api (DESIGN §3, §4):
// screens, PDF reports and spreadsheets say them alike.

export const ROLES = ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrateur',
  CLIENT_MASTER: 'Responsable client',
  DIRECTOR: 'Directeur·rice',
  COLLABORATOR: 'Collaborateur·rice',
};

export const MANAGEMENT_TYPES = ['ASSOCIATION', 'TERRITORIAL_COMMUNITY', 'PRIVATE_LUCRATIVE', 'CHILDMINDERS'] as const;
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

export const MANAGEMENT_TYPE_LABELS: Record<ManagementType, string> = {
  ASSOCIATION: 'Association',
  TERRITORIAL_COMMUNITY: 'Collectivité territoriale',
  PRIVATE_LUCRATIVE: 'Privé lucratif',
  CHILDMINDERS: 'Assistantes maternelles',
};

export const MEMBER_ROLES = [
  'MANAGER',
  'DIRECTOR',
  'ASSISTANT_DIRECTOR',
  'CONTINUITY_DIRECTOR',
  'HEALTH_REFERENT',
  'PRACTICES_ANIMATOR',
  'OTHER_INTERVENANT',
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  MANAGER: 'Gestionnaire',
  DIRECTOR: 'Directeur·rice',
  ASSISTANT_DIRECTOR: 'Directeur·rice adjoint·e',
  CONTINUITY_DIRECTOR: 'Continuité de direction',
  HEALTH_REFERENT: 'Référent santé et accueil inclusif',
  PRACTICES_ANIMATOR: 'Animateur·rice d’analyse des pratiques',
  OTHER_INTERVENANT: 'Autre intervenant',
};

/** The member roles that become a DIRECTOR user on conversion (DESIGN §3). */
export const DIRECTOR_MEMBER_ROLES: readonly MemberRole[] = ['DIRECTOR', 'ASSISTANT_DIRECTOR', 'CONTINUITY_DIRECTOR'];

export const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = { ACTIVE: 'Actif', INACTIVE: 'Inactif' };

export const KINDS = ['CONFORMITY', 'QUALITY'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_LABELS: Record<Kind, string> = { CONFORMITY: 'Conformité', QUALITY: 'Qualité' };

export const QUESTION_TYPES = ['BOOLEAN', 'MULTIPLE_CHOICE', 'SELECT', 'NOTATION'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  BOOLEAN: 'Oui / Non',
  SELECT: 'Choix unique',
  MULTIPLE_CHOICE: 'Choix multiple',
  NOTATION: 'Notation',
};

export const DOCUMENT_REQUIREMENTS = ['MANDATORY', 'RECOMMENDED'] as const;
export type DocumentRequirement = (typeof DOCUMENT_REQUIREMENTS)[number];

export const DOCUMENT_REQUIREMENT_LABELS: Record<DocumentRequirement, string> = {
  MANDATORY: 'Obligatoire',
  RECOMMENDED: 'Recommandé',
};

/** SPEC §3: the requirement level is derived from two flags. */
export function getDocumentRequirement(flags: {
  isDocumentRequired: boolean;
  isDocumentRecommended: boolean;
}): DocumentRequirement | null {
  if (flags.isDocumentRequired) return 'MANDATORY';
  if (flags.isDocumentRecommended) return 'RECOMMENDED';
  return null;
}

/** DOMAIN.md, R2324-46, plus ESSMS. */
export const ESTABLISHMENT_CATEGORIES = [
  'MICRO_CRECHE',
  'PETITE_CRECHE',
  'CRECHE',
  'GRANDE_CRECHE',
  'TRES_GRANDE_CRECHE',
  'ESSMS',
] as const;
export type EstablishmentCategory = (typeof ESTABLISHMENT_CATEGORIES)[number];

/** DOMAIN.md, R2324-46: the size classes of crèches, plus ESSMS (DESIGN §3 `category`). */
export const ESTABLISHMENT_CATEGORY_LABELS: Record<EstablishmentCategory, string> = {
  MICRO_CRECHE: 'Micro-crèche ≤ 12 places',
  PETITE_CRECHE: 'Petite crèche 13–24',
  CRECHE: 'Crèche 25–39',
  GRANDE_CRECHE: 'Grande crèche 40–59',
  TRES_GRANDE_CRECHE: 'Très grande crèche ≥ 60',
  ESSMS: 'ESSMS',
};

/*
 * The value lists that URL search parameters of the web app check (action plan filters, the
 * establishments' order, the audit's record kinds) live here, re-exported by their schema
 * modules: the route tree then loads this light module alone, not the schemas (issue 13).
 */

/** DESIGN §6. */
export const ACTION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const ACTION_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;

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
  'action',
  'document',
  'campaign',
] as const;
