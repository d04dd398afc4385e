/** Issue 30 (ADR 043): the French words of the HAS reading, the same on the page and in the PDFs. */
import { type HasCriterion, type HasResult } from './has.ts';

/** Shown wherever the simulation is, word for word (issue 30). */
export const HAS_SIMULATION_NOTICE = 'Simulation — ce n’est pas un résultat officiel de la HAS.';
/**
 * The reading's words, shared by the page and the PDF. An ESSMS quality manager's review (issue 26 item 5) found
 * « Lecture selon la HAS » claimed more than one questionnaire of a self-evaluation can: the référentiel is split into
 * six questionnaires, so the figures are this questionnaire's only (a chapter-2 form showed « 6 / 6 » impératifs while
 * 2.2.1 sits in another), and the 10 % weighting of 3.10 is our reading of a secondary source (ADR 043).
 */
export const HAS_READING_TITLE = 'Estimation d’après les règles publiées par la HAS — auto-évaluation partielle';
export const HAS_IMPERATIFS_LABEL = 'Impératifs de ce questionnaire atteints (cotés 4)';
export const HAS_HOLDS_BACK_TITLE = 'Ce qui retient ce questionnaire';
export const HAS_NOTHING_HOLDS_BACK =
  'Tous les impératifs de ce questionnaire sont atteints et tous ses objectifs sont à 4.';
export function hasObjectivesLabel(weightedObjectiveIncluded: boolean): string {
  return `Moyenne des objectifs de ce questionnaire${
    weightedObjectiveIncluded ? ' (objectif 3.10 pondéré à 10 %, selon notre lecture)' : ''
  }`;
}

/** Why no letter is shown (ADR 043): said in the product, not hidden. */
export const HAS_LEVEL_UNVERIFIED =
  'Les seuils par lesquels la HAS passe de ces deux dimensions aux niveaux A, B, C ou D de l’échelle qualité n’ont pas pu être vérifiés dans un document de la HAS : aucun niveau n’est affiché.';

/** The words of an impératif not met, the same on the page and in the PDFs. */
export function hasImperatifNotMetText(item: HasCriterion): string {
  return item.notConcernedImperatif
    ? `critère ${item.code} : ${item.label} — déclaré « non concerné », ce que la HAS n’admet pas pour un impératif : compté non atteint`
    : `critère ${item.code} : ${item.label} (coté ${formatCotation(item.cotation)}, attendu 4)`;
}

/** The combined reading's words (review of ADR 043, item a): the establishment's, not one questionnaire's. */
export const HAS_ESTABLISHMENT_TITLE = 'Lecture HAS de l’établissement';
export const HAS_ESTABLISHMENT_SUBTITLE =
  'Estimation d’après les règles publiées par la HAS — dernières auto-évaluations terminées de chaque questionnaire HAS, réunies';
export const HAS_ESTABLISHMENT_OBJECTIVES_LABEL = 'Moyenne des objectifs';
export const HAS_ESTABLISHMENT_IMPERATIFS_LABEL = 'Impératifs atteints (cotés 4) / applicables';
export const HAS_ESTABLISHMENT_HOLDS_BACK_TITLE = 'Ce qui retient l’établissement';
/** A cotation below this is a weak criterion in the preparation pack (issue 30 item 4): 1 or 2, « à améliorer ». */
export const HAS_WEAK_CRITERION_BELOW = 3;

/** « 17 / 18 (94,4 %) », or that there is no impératif. */
export function formatHasImperatifs(imperatifs: HasResult['imperatifs']): string {
  return imperatifs.applicable === 0
    ? 'Aucun impératif ici'
    : `${imperatifs.met} / ${imperatifs.applicable} (${formatHasRate(imperatifs.rate)})`;
}

const COTATION = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A cotation as shown: two decimals, French formatting (« 3,66 »). HAS computes to two decimals without rounding up;
 * the display cuts after the second decimal so that it never shows more than reached (3,999 is not « 4,00 »). The
 * value itself is never rounded before a comparison.
 */
export function formatCotation(value: number | null): string {
  return value === null ? '—' : COTATION.format(Math.floor(value * 100 + 1e-9) / 100);
}

/** A rate as shown: « 83,3 % ». */
export function formatHasRate(value: number | null): string {
  return value === null ? '—' : `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value)} %`;
}
