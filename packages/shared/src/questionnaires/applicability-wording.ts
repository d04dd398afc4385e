import { formatCalendarDay } from '../dates.ts';
import { ESTABLISHMENT_CATEGORY_LABELS } from '../enums.ts';
import {
  ESSMS_SECTOR_LABELS,
  MANAGER_TYPE_LABELS,
  MANAGER_TYPES,
  type PRACTICES,
  STRUCTURE_TYPE_LABELS,
} from '../establishments/profile.ts';
import { type AppliesWhen, type DocumentRequiredFor } from './applicability.ts';

/** « Ne s’applique pas à cet établissement : <raison> », the one wording of the screen and the PDF. */
export function notApplicableLabel(reason: string): string {
  return `Ne s’applique pas à cet établissement : ${reason}`;
}

/** The document rule as the reading room and the PDF say it. */
export const DOCUMENT_REQUIRED_FOR_LABELS: Record<DocumentRequiredFor, string> = {
  CONFORMING_ANSWER: 'Pour la réponse conforme',
  ANY_ANSWER: 'Quelle que soit la réponse',
};

/** Each practice as the establishments that have it: « qui organisent des sorties hors de l’établissement ». */
const PRACTICE_CONDITIONS: Record<(typeof PRACTICES)[number], string> = {
  OUTINGS: 'qui organisent des sorties hors de l’établissement',
  OVER_ENROLMENT: 'qui pratiquent l’accueil en surnombre',
  MEALS_ON_SITE: 'qui préparent les repas sur place',
  NIGHT_CARE: 'qui accueillent la nuit ou en horaires atypiques',
  WATER_ACTIVITIES: 'qui proposent des activités aquatiques (bassin, pataugeoire)',
  ANIMALS: 'qui accueillent des animaux',
};

/**
 * The establishments a question applies to, one French phrase per condition, read from the question's own
 * `appliesWhen` — the data `evaluateApplicability` reads, so the reading room can never say another rule than the
 * one an evaluation freezes. Each phrase completes « S’applique seulement aux établissements … ».
 */
export function appliesWhenConditions(when: AppliesWhen): string[] {
  // French writes the first of the month « 1er » (« à partir du 1er septembre 2022 »).
  const day = (value: string) => formatCalendarDay(value).replace(/^1 /, '1er ');
  const any = (values: readonly string[], names: Record<string, string>) => {
    const words = values.map((value) => names[value] ?? value);
    return words.length > 1 ? `${words.slice(0, -1).join(', ')} ou ${words.at(-1)}` : words[0]!;
  };
  const phrases: string[] = [];
  if (when.structureTypes) phrases.push(`de type ${any(when.structureTypes, STRUCTURE_TYPE_LABELS)}`);
  if (when.sizeCategories) phrases.push(`de catégorie ${any(when.sizeCategories, ESTABLISHMENT_CATEGORY_LABELS)}`);
  if (when.capacityMin !== undefined && when.capacityMax !== undefined)
    phrases.push(`de ${when.capacityMin} à ${when.capacityMax} places`);
  else if (when.capacityMin !== undefined) phrases.push(`d’au moins ${when.capacityMin} places`);
  else if (when.capacityMax !== undefined) phrases.push(`de ${when.capacityMax} places au plus`);
  if (when.authorisationRequestedFrom)
    phrases.push(`dont l’autorisation a été demandée à partir du ${day(when.authorisationRequestedFrom)}`);
  if (when.authorisationRequestedBefore)
    phrases.push(`dont l’autorisation a été demandée avant le ${day(when.authorisationRequestedBefore)}`);
  if (when.managerTypes)
    phrases.push(
      `à ${any(
        when.managerTypes,
        Object.fromEntries(MANAGER_TYPES.map((type) => [type, MANAGER_TYPE_LABELS[type].toLowerCase()])),
      )}`,
    );
  for (const practice of when.practices ?? []) phrases.push(PRACTICE_CONDITIONS[practice]);
  if (when.denseZone !== undefined)
    phrases.push(when.denseZone ? 'situés en zone très densément peuplée' : 'hors zone très densément peuplée');
  if (when.residential !== undefined) phrases.push(when.residential ? 'avec hébergement' : 'sans hébergement');
  if (when.essmsSectors) phrases.push(`du secteur ${any(when.essmsSectors, ESSMS_SECTOR_LABELS)}`);
  return phrases;
}

/** A condition in one French sentence, for « Ce qui a changé » (the reading room lists `appliesWhenConditions`). */
export function describeAppliesWhen(when: AppliesWhen): string {
  const phrases = appliesWhenConditions(when);
  const scope =
    phrases.length === 0
      ? 'S’applique à tous les établissements'
      : `S’applique seulement aux établissements ${phrases.join(', ')}`;
  return `${scope} (sinon : ${when.reason})`;
}
