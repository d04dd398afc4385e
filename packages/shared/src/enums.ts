// Enumerations of SPEC §3 and DESIGN §4–§6, defined once for web and api.

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

export const KINDS = ['CONFORMITY', 'QUALITY'] as const;
export type Kind = (typeof KINDS)[number];

export const QUESTION_TYPES = ['BOOLEAN', 'MULTIPLE_CHOICE', 'SELECT', 'NOTATION'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DOCUMENT_REQUIREMENTS = ['MANDATORY', 'RECOMMENDED'] as const;
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
