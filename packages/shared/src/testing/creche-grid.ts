import { readFileSync } from 'node:fs';
import { categoryForCapacity, type Practice, type RegulatoryProfile } from '../establishments/profile.ts';
import { evaluateApplicability, type AppliesWhen } from '../questionnaires/applicability.ts';

/**
 * The crèche part of the default library as its reviews' tests read it (default-library-review-pmi*.test.ts), and
 * what a director of a sample establishment is asked — through the product's own applicability rule
 * (`evaluateApplicability`, ADR 035) and size categories, so a review's test fails if either drifts from the grid.
 */
export interface GridQuestion {
  key: string;
  type: string;
  options?: Array<{ label: string; score: number }>;
  label: string;
  helpText?: string;
  reference?: string;
  isCritical?: boolean;
  appliesWhen?: AppliesWhen;
}
interface GridForm {
  key: string;
  establishmentCategories?: string[];
  questions: GridQuestion[];
}
interface GridPart {
  categories: Array<{ forms: GridForm[] }>;
  releases: Array<{ version: string; changes: Array<{ question?: string; change: string; sources?: string[] }> }>;
}

/** A crèche's regulatory profile, every field a review's sample sets. */
export interface SampleProfile {
  // Plain strings: a review's sample reads as the inspector wrote it; the rule below types them.
  structureType: string;
  capacity: number;
  managerType: 'PUBLIC' | 'PRIVATE';
  practices: string[];
  authorisationRequestedOn: string;
  denseZone: boolean;
}

export const crecheGrid = JSON.parse(
  readFileSync(new URL('../library/default/10-eaje.json', import.meta.url), 'utf8'),
) as GridPart;
const forms = crecheGrid.categories.flatMap((category) => category.forms);
export const gridQuestions = forms.flatMap((form) => form.questions);
export const gridQuestion = (key: string) => gridQuestions.find((item) => item.key === key)!;

/** The keys of the questions a director of this establishment answers. */
export function asked(sample: SampleProfile): Set<string> {
  const category = categoryForCapacity(sample.capacity);
  const profile: RegulatoryProfile = {
    ...sample,
    structureType: sample.structureType as RegulatoryProfile['structureType'],
    practices: sample.practices as Practice[],
    category,
    premisesProjectOn: null,
    essmsSector: null,
    residential: null,
  };
  return new Set(
    forms
      .filter((form) => !form.establishmentCategories || form.establishmentCategories.includes(category))
      .flatMap((form) => form.questions)
      .filter((item) => evaluateApplicability(item.appliesWhen, profile).applies)
      .map((item) => item.key),
  );
}
