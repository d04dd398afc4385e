import type { EstablishmentCategory, Kind, QuestionType } from '@qc/shared/enums';

/** French labels of the library's enumerations (DESIGN §4). */
export const KIND_LABELS: Record<Kind, string> = { CONFORMITY: 'Conformité', QUALITY: 'Qualité' };

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  BOOLEAN: 'Oui / Non',
  SELECT: 'Choix unique',
  MULTIPLE_CHOICE: 'Choix multiple',
  NOTATION: 'Notation',
};

/** DOMAIN.md, R2324-46: the size classes of crèches, plus ESSMS. */
export const ESTABLISHMENT_CATEGORY_LABELS: Record<EstablishmentCategory, string> = {
  MICRO_CRECHE: 'Micro-crèche ≤ 12 places',
  PETITE_CRECHE: 'Petite crèche 13–24',
  CRECHE: 'Crèche 25–39',
  GRANDE_CRECHE: 'Grande crèche 40–59',
  TRES_GRANDE_CRECHE: 'Très grande crèche ≥ 60',
  ESSMS: 'ESSMS',
};

export const DOCUMENT_REQUIREMENT_LABELS = { MANDATORY: 'Obligatoire', RECOMMENDED: 'Recommandé' } as const;

const EAJE_CATEGORIES: readonly EstablishmentCategory[] = [
  'MICRO_CRECHE',
  'PETITE_CRECHE',
  'CRECHE',
  'GRANDE_CRECHE',
  'TRES_GRANDE_CRECHE',
];

/** "Tous les établissements" or the list of the categories a form applies to. */
export function describeAppliesTo(categories: readonly EstablishmentCategory[]): string {
  if (categories.length === 0) return 'Tous les établissements';
  const creches = EAJE_CATEGORIES.filter((category) => categories.includes(category));
  if (creches.length === EAJE_CATEGORIES.length) {
    const others = categories.filter((category) => !EAJE_CATEGORIES.includes(category));
    return ['Toutes les crèches (EAJE)', ...others.map((category) => ESTABLISHMENT_CATEGORY_LABELS[category])].join(
      ', ',
    );
  }
  return categories.map((category) => ESTABLISHMENT_CATEGORY_LABELS[category]).join(', ');
}

/** Whether a form applies to an establishment of this category (all when it names none). */
export function appliesTo(categories: readonly EstablishmentCategory[], category: EstablishmentCategory): boolean {
  return categories.length === 0 || categories.includes(category);
}
