import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { installFrenchMessages } from '../validation/messages.ts';
import { type PortableFile, type PortableForm, PortableFileSchema } from './portable-schemas.ts';

// What the has-referentiel*.test.ts files check the HAS part against: HAS's figures and the part file, parsed.

/**
 * Issue 14 item 4: the HAS référentiel d’évaluation de la qualité des ESSMS,
 * criterion by criterion. The figures below are HAS's own: 3 chapters,
 * 42 objectives, 157 criteria, 18 impératifs. The number of criteria of each
 * objective and the impératifs were read in the criterion sheets of HAS's
 * Manuel d’évaluation (version of 8 July 2025); a criterion added, lost or
 * renumbered in the part file makes this test fail.
 */
export const raw = JSON.parse(readFileSync(new URL('./default/20-essms-has.json', import.meta.url), 'utf8')) as {
  sources?: Array<{ cites: string; url: string; checkedOn: string }>;
};

/** Criteria per objective, chapter by chapter (1.1 has 1 criterion, 1.2 has 7…). */
export const CRITERIA_PER_OBJECTIVE: Record<number, number[]> = {
  1: [1, 7, 2, 2, 3, 3, 4, 5, 2, 6, 2, 3, 3, 6, 10, 5, 4],
  2: [4, 7, 2, 7, 3, 3, 4, 3, 3, 2],
  3: [4, 2, 1, 5, 3, 5, 3, 6, 3, 2, 3, 3, 4, 4, 3],
};

export const IMPERATIFS = [
  '2.2.1',
  '2.2.2',
  '2.2.3',
  '2.2.4',
  '2.2.5',
  '2.2.6',
  '2.2.7',
  '3.6.2',
  '3.11.1',
  '3.11.2',
  '3.12.1',
  '3.12.2',
  '3.12.3',
  '3.13.1',
  '3.13.2',
  '3.13.3',
  '3.14.1',
  '3.14.2',
];

/** Criteria that apply only to establishments, only to services, only to the médico-social sector. */
export const ESTABLISHMENTS_ONLY = ['1.4.2', '2.2.1', '2.4.1', '3.2.2', '3.3.1'];
export const SERVICES_ONLY = ['3.2.1'];
export const MEDICO_SOCIAL_ONLY = [
  '1.15.1',
  '1.15.2',
  '1.15.3',
  '1.15.4',
  '1.15.7',
  '1.15.8',
  '1.15.9',
  '1.16.4',
  '2.6.2',
  '2.7.1',
  '2.7.2',
  '3.6.1',
  '3.6.2',
  '3.6.3',
  '3.6.5',
];

/** The nine thématiques (chapter 3 has no « continuité », chapters 1 and 2 neither RH nor qualité). */
export const THEMATIQUES = [
  'Bientraitance et éthique',
  'Droits de la personne accompagnée',
  'Expression et participation de la personne accompagnée',
  'Coconstruction et personnalisation du projet d’accompagnement',
  'Accompagnement à l’autonomie',
  'Accompagnement à la santé',
  'Continuité et fluidité des parcours',
  'Politique ressources humaines',
  'Démarche qualité et gestion des risques',
];
/** For each chapter, the thématique (index in THEMATIQUES) of objectives 1, 2, 3… */
export const THEMATIQUE_OF_OBJECTIVE: Record<number, number[]> = {
  1: [0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6],
  2: [0, 1, 2, 3, 4, 5, 5, 6, 6, 6],
  3: [0, 1, 2, 3, 4, 5, 5, 7, 7, 8, 8, 8, 8, 8, 8],
};
export function thematiqueOf(code: string): number {
  const [chapter, objective] = code.split('.').map(Number);
  return THEMATIQUE_OF_OBJECTIVE[chapter!]![objective! - 1]!;
}

/**
 * HAS's own code first (« critère 3.6.2 », as HAS and its evaluators write it), then the « 3.6-02 » form that
 * ciso-assistant's conversion script gives the transcription, kept only so a search by it still finds the criterion.
 * Groups: 1-3 the code, 4 the impératif mention, 5-7 the alias.
 */
export const REFERENCE =
  /^HAS, référentiel d’évaluation de la qualité des ESSMS, critère (\d)\.(\d{1,2})\.(\d{1,2})(, critère impératif)? \(écrit « (\d)\.(\d{1,2})-(\d{2}) » dans la transcription publique ciso-assistant\)$/;

let parsed: PortableForm[] | undefined;

/** The forms of the HAS part file, parsed once with the portable format. */
export function hasForms(): PortableForm[] {
  if (parsed) return parsed;
  installFrenchMessages();
  const result = v.safeParse(PortableFileSchema, raw);
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  const library: PortableFile = result.output;
  parsed = [...library.categories.flatMap((category) => category.forms), ...library.forms];
  return parsed;
}

/** Every question of the HAS forms, with its form. */
export function questions() {
  return hasForms().flatMap((form) => form.questions.map((question) => ({ form, question })));
}

export function codeOf(reference: string | undefined): string {
  const match = REFERENCE.exec(reference ?? '');
  if (!match) throw new Error(`Référence mal formée : ${reference}`);
  return `${match[1]}.${match[2]}.${match[3]}`;
}

export function expectedCodes(): string[] {
  return Object.entries(CRITERIA_PER_OBJECTIVE).flatMap(([chapter, counts]) =>
    counts.flatMap((count, objective) =>
      Array.from({ length: count }, (_, criterion) => `${chapter}.${objective + 1}.${criterion + 1}`),
    ),
  );
}

export const byCode = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });
