import type { EstablishmentCategory } from '../enums.ts';

/**
 * Issue 27 item 4 (ADR 039): the recurring obligations shipped for crèches. Each cites only texts whose
 * source is recorded, with what was read, in the default library (`library/default/10-eaje.json`): the
 * unit test checks every citation against those sources, so an unverified obligation cannot ship.
 * Left out (no verified text gives a period): a yearly review of the protocols.
 */
export type LibraryObligation = {
  key: string;
  title: string;
  /** What must be done, and what the text says, in a sentence or two. */
  description: string;
  /** Citations separated by « ; », as a question's reference (library/sources.ts). */
  reference: string;
  periodMonths: number;
  /** How many days before the due date the reminder goes. */
  noticeDays: number;
  /** Tracked once per person (the attestation d'honorabilité): each line names its person. */
  perPerson: boolean;
};

export const CRECHE_OBLIGATIONS: readonly LibraryObligation[] = [
  {
    key: 'HONORABILITE',
    title: 'Attestation d’honorabilité',
    description:
      'Récupérer, vérifier et conserver l’attestation d’honorabilité de chaque personne intervenant auprès des enfants, avant l’embauche puis tous les trois ans (attestation de moins de six mois).',
    reference: 'Décret n° 2024-643 du 28 juin 2024 ; CASF art. L133-6',
    periodMonths: 36,
    noticeDays: 60,
    perPerson: true,
  },
  {
    key: 'ANALYSE_PRATIQUES',
    title: 'Analyse des pratiques professionnelles',
    description:
      'Au moins six heures par an et par professionnel, dont deux heures par quadrimestre, hors présence des enfants, en groupes de quinze au plus.',
    reference: 'CSP art. R2324-37',
    periodMonths: 4,
    noticeDays: 30,
    perPerson: false,
  },
  {
    key: 'REFERENT_SANTE',
    title: 'Heures du référent santé et accueil inclusif',
    description:
      'Minimum d’intervention par trimestre : micro-crèche 2 h, petite crèche 4 h, crèche 6 h, grande crèche 8 h, très grande crèche 10 h (10, 20, 30, 40 et 50 h par an, plus 10 h par an par tranche de 20 enfants au-delà pour une très grande crèche) ; jardin d’enfants : petit 2 h, jardin d’enfants 4 h, grand 6 h par trimestre (10, 20 et 30 h par an) ; crèche familiale de moins de 30 places 4 h, de 30 à 59 places 6 h par trimestre (20 et 30 h par an).',
    reference: 'CSP art. R2324-46-2 ; CSP art. R2324-47-2 ; CSP art. R2324-48-2',
    periodMonths: 3,
    noticeDays: 21,
    perPerson: false,
  },
  {
    key: 'EXERCICE_EVACUATION',
    title: 'Exercice d’évacuation',
    description:
      'Au moins tous les six mois, un exercice où l’équipe apprend à reconnaître l’alarme, à se servir des moyens de premier secours et à évacuer, daté et consigné sur un registre (Code du travail, consigne de sécurité incendie). Dans un établissement qui relève des dispositions propres au type R (art. R 1), le premier exercice de l’année a lieu dans le mois qui suit la rentrée, avec des exercices de nuit s’il y a des locaux de sommeil la nuit, et le temps d’évacuation est consigné au registre de sécurité.',
    reference: 'Code du travail art. R4227-39 ; Arrêté du 25 juin 1980 (règlement de sécurité ERP), art. R 33',
    // Six months (R4227-39), the stricter of the two texts: R 33 asks only « au cours de l'année » and binds from the type R threshold.
    periodMonths: 6,
    noticeDays: 30,
    perPerson: false,
  },
  {
    key: 'EXERCICE_MISE_EN_SURETE',
    title: 'Exercice de mise en sûreté',
    description:
      'Au moins un exercice par an pour tester et valider le protocole de mise en sûreté face au risque d’attentat, annexé au règlement de fonctionnement.',
    reference: 'Circulaire n° DGCS/SD2C/2016/261 du 17 août 2016 ; CSP art. R2324-30 III',
    periodMonths: 12,
    noticeDays: 30,
    perPerson: false,
  },
  {
    key: 'ACTUALISATION_PROJET',
    title: 'Actualisation du projet d’établissement et du règlement de fonctionnement',
    description:
      'Le projet d’établissement et le règlement de fonctionnement sont datés et actualisés au moins tous les cinq ans avec le personnel, puis transmis au président du conseil départemental.',
    reference: 'CSP art. R2324-31',
    periodMonths: 60,
    noticeDays: 90,
    perPerson: false,
  },
  {
    key: 'EVALUATION_QUINQUENNALE',
    title: 'Évaluation de la qualité de l’accueil',
    description:
      'Évaluation au moins tous les cinq ans sur le fondement des référentiels nationaux ; résultats publiés et communiqués aux autorités.',
    reference: 'CSP art. L2324-2-4',
    periodMonths: 60,
    noticeDays: 180,
    perPerson: false,
  },
  {
    key: 'RENOUVELLEMENT_AUTORISATION',
    title: 'Renouvellement de l’autorisation',
    description:
      'L’autorisation est délivrée pour quinze ans au plus ; la demande de renouvellement est présentée entre vingt-quatre et neuf mois avant l’échéance, le rappel partant à l’ouverture de cette période. Échéance des autorisations délivrées jusqu’au 18 décembre 2023 et des avis rendus jusqu’au 31 décembre 2024 (art. D2324-24-2-1) : avant 1981, 31 décembre 2027 ; de 1981 à 2000, 31 décembre 2028 ; de 2001 à 2011, 31 décembre 2030 ; de 2012 à 2020, 31 décembre 2032 ; depuis 2021, 31 décembre 2034. L’échéance indiquée est celle de l’autorisation.',
    reference: 'Loi n° 2023-1196 du 18 décembre 2023, art. 18 ; CSP art. D2324-24-2-1',
    periodMonths: 180,
    noticeDays: 730,
    perPerson: false,
  },
];

/** The shipped obligations concern the crèches (EAJE), not an ESSMS. */
export function libraryAppliesTo(category: EstablishmentCategory | null): boolean {
  return category !== 'ESSMS';
}

export function findLibraryObligation(key: string | null | undefined): LibraryObligation | undefined {
  return key ? CRECHE_OBLIGATIONS.find((item) => item.key === key) : undefined;
}

/**
 * A Paris day plus whole months, clamped to the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsToDay(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}

/** « tous les 4 mois », « tous les ans », « tous les 3 ans ». */
export function describePeriod(months: number): string {
  if (months === 1) return 'tous les mois';
  if (months === 12) return 'tous les ans';
  if (months % 12 === 0) return `tous les ${months / 12} ans`;
  return `tous les ${months} mois`;
}
