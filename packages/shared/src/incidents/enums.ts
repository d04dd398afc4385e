import { labelledEnum } from '../enums.ts';

/**
 * Issue 29: the register of incidents, adverse events and complaints. Values and French labels written once for
 * the API, the screens, the declaration PDF and the export.
 */

export const { values: INCIDENT_KINDS, labels: INCIDENT_KIND_LABELS } = labelledEnum([
  ['CHILD_ACCIDENT', 'Accident d’un enfant'],
  ['INCIDENT', 'Incident'],
  ['MISTREATMENT_SUSPICION', 'Suspicion de maltraitance'],
  ['NEAR_MISS', 'Presque-accident'],
  ['DYSFUNCTION', 'Dysfonctionnement'],
  ['FAMILY_COMPLAINT', 'Réclamation d’une famille'],
  ['OTHER', 'Autre'],
]);
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/**
 * Kinds whose contents only the establishment's director and the group's CLIENT_MASTER read (ADR 036): the
 * collaborator who declares one loses read access once it is recorded.
 */
export const RESTRICTED_INCIDENT_KINDS: readonly IncidentKind[] = ['MISTREATMENT_SUSPICION'];

export function isRestrictedKind(kind: string): boolean {
  return (RESTRICTED_INCIDENT_KINDS as readonly string[]).includes(kind);
}

/** déclaré → en analyse → actions décidées → clos, in this order only (one step forward, or closed from any state). */
export const { values: INCIDENT_STATES, labels: INCIDENT_STATE_LABELS } = labelledEnum([
  ['DECLARED', 'Déclaré'],
  ['ANALYSING', 'En analyse'],
  ['ACTIONS_DECIDED', 'Actions décidées'],
  ['CLOSED', 'Clos'],
]);
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** The next state of each state; a closed event stays closed. */
export const NEXT_INCIDENT_STATE: Record<IncidentState, IncidentState | null> = {
  DECLARED: 'ANALYSING',
  ANALYSING: 'ACTIONS_DECIDED',
  ACTIONS_DECIDED: 'CLOSED',
  CLOSED: null,
};

/** The severity scale shown beside the choice (1 to 4), with what each level means. */
export const INCIDENT_SEVERITIES = [1, 2, 3, 4] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const INCIDENT_SEVERITY_LABELS: Record<IncidentSeverity, string> = {
  1: '1 — Mineur',
  2: '2 — Modéré',
  3: '3 — Majeur',
  4: '4 — Grave / critique',
};
export const INCIDENT_SEVERITY_DEFINITIONS: Record<IncidentSeverity, string> = {
  1: 'Sans conséquence pour la personne ni pour le fonctionnement ; simple vigilance.',
  2: 'Conséquence légère et réversible (soins sur place, gêne passagère), sans recours à des secours extérieurs.',
  3: 'Conséquence importante : soins médicaux extérieurs, atteinte aux droits ou au bien-être, fonctionnement perturbé.',
  4: 'Atteinte grave ou durable, hospitalisation, mise en danger, décès, ou dysfonctionnement grave de l’établissement.',
};

/** Who a person involved is, never named: a child by initials and age in months. */
export const { values: INVOLVED_ROLES, labels: INVOLVED_ROLE_LABELS } = labelledEnum([
  ['CHILD', 'Enfant'],
  ['STAFF', 'Professionnel'],
  ['FAMILY', 'Famille'],
  ['OTHER', 'Autre personne'],
]);
export type InvolvedRole = (typeof INVOLVED_ROLES)[number];

/** How a declaration was sent to the authority. */
export const { values: DECLARATION_MEANS, labels: DECLARATION_MEANS_LABELS } = labelledEnum([
  ['EMAIL', 'E-mail'],
  ['LETTER', 'Courrier'],
  ['PHONE', 'Téléphone'],
  ['PORTAL', 'Portail en ligne'],
]);
export type DeclarationMeans = (typeof DECLARATION_MEANS)[number];

/**
 * Categories of contributing factors, after the ALARM protocol (London protocol) used by CREX analyses, the patient
 * read as the child or the person accompanied.
 */
export const { values: FACTOR_CATEGORIES, labels: FACTOR_CATEGORY_LABELS } = labelledEnum([
  ['PERSON', 'Enfant / personne accompagnée'],
  ['TASKS', 'Tâches'],
  ['INDIVIDUAL', 'Individu (professionnel)'],
  ['TEAM', 'Équipe'],
  ['ENVIRONMENT', 'Environnement de travail'],
  ['ORGANISATION', 'Organisation et management'],
  ['INSTITUTIONAL', 'Contexte institutionnel'],
]);
export type FactorCategory = (typeof FACTOR_CATEGORIES)[number];

/**
 * An analysis is late when the event is still « déclaré » or « en analyse » this many days after it was recorded:
 * the month CREX committees usually meet in. A product's choice (ADR 036), not a legal delay.
 */
export const INCIDENT_ANALYSIS_LATE_DAYS = 30;
