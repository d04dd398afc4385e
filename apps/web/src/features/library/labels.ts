import { ESTABLISHMENT_CATEGORY_LABELS, type EstablishmentCategory } from '@qc/shared/enums';

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
