import type { EstablishmentCategory } from '../enums.ts';
import type { IncidentKind } from './enums.ts';

/**
 * Issue 29 item 3: when the law asks an establishment to tell its authority of an event, to whom, by when, and on
 * which text (ADR 036). Both rules say « sans délai »; the product reads it as 24 hours after the event
 * occurred (`DECLARATION_DEADLINE_HOURS`) — a reading of ours, shown as such beside the deadline, never the law's
 * own figure. Counted from when the event occurred rather than from when it was recorded, because that is when the
 * authority will say the clock started.
 */
export const DECLARATION_DEADLINE_HOURS = 24;

export const DECLARATION_DEADLINE_NOTE =
  'Le texte dit « sans délai » : l’application retient 24 heures après l’événement, à titre de repère. Déclarez dès que possible.';

export type DeclarationRule = {
  id: 'CRECHE_R2324_25' | 'ESSMS_L331_8_1';
  /** Who receives the declaration. */
  authority: string;
  /** The legal source as the library cites it, its summary and where it was read. */
  source: string;
  sourceText: string;
  sourceUrl: string;
};

/** CSP art. R2324-25, as the default library keeps it (packages/shared/src/library/default/10-eaje.json, checked 2026-11-23). */
export const CRECHE_DECLARATION_RULE: DeclarationRule = {
  id: 'CRECHE_R2324_25',
  authority: 'Président du conseil départemental (service de PMI)',
  source: 'Code de la santé publique, art. R2324-25',
  sourceText:
    'Information sans délai du président du conseil départemental de tout accident ayant entraîné une hospitalisation ou une prise en charge par des secours extérieurs, et de tout décès, survenus pendant l’accueil.',
  sourceUrl:
    'https://juriblio.fr/codes/code-de-la-sante-publique/partie-reglementaire/deuxieme-partie/livre-iii/titre-ii/chapitre-iv/section-3/sous-section-3/article-r2324-25',
};

/** CASF art. L331-8-1, its decree (R331-8 and following) and the arrêté of 28 December 2016 that sets the form. */
export const ESSMS_DECLARATION_RULE: DeclarationRule = {
  id: 'ESSMS_L331_8_1',
  authority: 'Autorités ayant délivré l’autorisation : agence régionale de santé et/ou conseil départemental',
  source: 'Code de l’action sociale et des familles, art. L331-8-1 ; arrêté du 28 décembre 2016',
  sourceText:
    'Information sans délai des autorités administratives compétentes de tout dysfonctionnement grave dans la gestion ou l’organisation susceptible d’affecter la prise en charge des usagers, leur accompagnement ou le respect de leurs droits, et de tout événement ayant pour effet de menacer ou de compromettre la santé, la sécurité ou le bien-être physique ou moral des personnes accompagnées ; transmission sur le formulaire fixé par l’arrêté du 28 décembre 2016.',
  // The code's page on Légifrance (article L331-8-1 in its book III); the arrêté's form is presented at weka.fr/fiches-et-outils (dtou7604).
  sourceUrl: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006074069',
};

export type DeclarationFacts = {
  kind: IncidentKind;
  severity: number;
  hospitalisation: boolean;
  outsideEmergencyCare: boolean;
  death: boolean;
  occurredAt: string;
  declarationSentAt: string | null;
};

export type DeclarationDuty = DeclarationRule & {
  /** Why this event falls under the rule, in words. */
  reason: string;
  deadlineAt: string;
  deadlineNote: string;
  sentAt: string | null;
  /** Sent after the deadline, or not sent and the deadline passed. */
  isLate: boolean;
};

/** An ESSMS also reports events that threaten people: from « majeur » (3) up, whatever their kind but these two. */
const ESSMS_SEVERITY_THRESHOLD = 3;
const NOT_AN_EVENT_FOR_ESSMS: readonly IncidentKind[] = ['NEAR_MISS', 'FAMILY_COMPLAINT'];

function reasonOf(facts: DeclarationFacts, isEssms: boolean): string | null {
  if (facts.death) return 'Décès';
  if (facts.hospitalisation) return 'Hospitalisation';
  if (facts.outsideEmergencyCare) return 'Prise en charge par des secours extérieurs';
  if (!isEssms) return null;
  if (facts.kind === 'MISTREATMENT_SUSPICION') return 'Suspicion de maltraitance (atteinte au bien-être des personnes)';
  if (facts.severity >= ESSMS_SEVERITY_THRESHOLD && !NOT_AN_EVENT_FOR_ESSMS.includes(facts.kind))
    return facts.kind === 'DYSFUNCTION'
      ? 'Dysfonctionnement grave'
      : 'Événement menaçant la santé, la sécurité ou le bien-être';
  return null;
}

/**
 * The duty of one event: the crèche rule unless the establishment's category is ESSMS (an establishment without a
 * category is read as a crèche, the product's first users). Null when the event calls for no declaration.
 */
export function getDeclarationDuty(
  facts: DeclarationFacts,
  category: EstablishmentCategory | string | null,
  now: Date = new Date(),
): DeclarationDuty | null {
  const isEssms = category === 'ESSMS';
  const reason = reasonOf(facts, isEssms);
  if (!reason) return null;
  const deadline = new Date(new Date(facts.occurredAt).getTime() + DECLARATION_DEADLINE_HOURS * 3_600_000);
  const sent = facts.declarationSentAt ? new Date(facts.declarationSentAt) : null;
  return {
    ...(isEssms ? ESSMS_DECLARATION_RULE : CRECHE_DECLARATION_RULE),
    reason,
    deadlineAt: deadline.toISOString(),
    deadlineNote: DECLARATION_DEADLINE_NOTE,
    sentAt: sent ? sent.toISOString() : null,
    isLate: sent ? sent.getTime() > deadline.getTime() : now.getTime() > deadline.getTime(),
  };
}
