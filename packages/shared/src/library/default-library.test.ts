import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESTABLISHMENT_CATEGORIES, getDocumentRequirement, QUESTION_TYPES } from '../enums.ts';
import { installFrenchMessages } from '../validation/messages.ts';
import { mergeLibraryParts } from './default-parts.ts';
import { type PortableFile, PortableFileSchema } from './portable-schemas.ts';

const partsDir = new URL('./default/', import.meta.url);
const raw: unknown = mergeLibraryParts(
  readdirSync(partsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(new URL(name, partsDir), 'utf8')) as unknown),
);

let library: PortableFile;

beforeAll(() => {
  installFrenchMessages();
  const result = v.safeParse(PortableFileSchema, raw);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(racine)'} : ${issue.message}`);
    throw new Error(`La bibliothèque par défaut est invalide :\n${lines.join('\n')}`);
  }
  library = result.output;
});

const EAJE_CATEGORIES = ESTABLISHMENT_CATEGORIES.filter((category) => category !== 'ESSMS');

function allForms() {
  return [...library.categories.flatMap((category) => category.forms), ...library.forms];
}
function allQuestions() {
  return allForms().flatMap((form) => form.questions);
}
function references() {
  return allQuestions().map((question) => question.reference ?? '');
}

/**
 * The sources DOMAIN.md names. A reference must cite at least one of them;
 * any article number it quotes must be one DOMAIN.md names, unless the
 * reference is marked « à vérifier ».
 */
const NAMED_SOURCES: RegExp[] = [
  /\bCSP art\. [RL]\d{4}-/,
  /\bCASF art\. L(214-1-1|312-1)\b/,
  /Arrêté du 23 septembre 2021 \(Charte nationale\)/,
  /[Dd]écret n° 2025-304/,
  /[Dd]écret n° 2021-1131/,
  /Référentiel national de la qualité d’accueil du jeune enfant \(2025\)/,
  /HAS, référentiel ESSMS \(2022\), thème [1-9] /,
];
const NAMED_ARTICLES = new Set([
  'R2324-16',
  'R2324-29',
  'R2324-30',
  'R2324-33',
  'R2324-36',
  'R2324-37',
  'R2324-39',
  'R2324-43',
  'R2324-46',
  'L2324-2-4',
  'L214-1-1',
  'L312-1',
]);

describe('Default French library (issue 7, item 5)', () => {
  it('parses with the portable format', () => {
    // beforeAll throws with every issue and its dot path when it does not.
    expect(library.format).toBe('qualite-conformite.library');
    expect(library.formatVersion).toBe(1);
  });

  it('has at least 6 categories, 10 forms and 150 questions', () => {
    expect(library.categories.length).toBeGreaterThanOrEqual(6);
    expect(allForms().length).toBeGreaterThanOrEqual(10);
    expect(allQuestions().length).toBeGreaterThanOrEqual(150);
  });

  it('covers both kinds', () => {
    const kinds = new Set(allForms().map((form) => form.kind));
    expect([...kinds].sort()).toEqual(['CONFORMITY', 'QUALITY']);
    for (const category of library.categories) {
      for (const form of category.forms) expect(form.kind, form.key).toBe(category.kind);
    }
  });

  it('uses all four question types', () => {
    const types = new Set(allQuestions().map((question) => question.type));
    for (const type of QUESTION_TYPES) expect(types, type).toContain(type);
  });

  it('uses both document levels, each with an expected document', () => {
    const levels = allQuestions().map((question) => getDocumentRequirement(question));
    expect(levels).toContain('MANDATORY');
    expect(levels).toContain('RECOMMENDED');
    for (const question of allQuestions()) {
      if (getDocumentRequirement(question)) expect(question.expectedDocument, question.key).toBeTruthy();
    }
  });

  it('marks between 15 and 30 impératifs, in conformity and in the HAS form', () => {
    const critical = allQuestions().filter((question) => question.isCritical);
    expect(critical.length).toBeGreaterThanOrEqual(15);
    expect(critical.length).toBeLessThanOrEqual(30);
    const essms = allForms().filter((form) => form.establishmentCategories.includes('ESSMS'));
    expect(essms.flatMap((form) => form.questions).some((question) => question.isCritical)).toBe(true);
  });

  it('uses the HAS cotation 1–4 with « optimisé » on every NOTATION question', () => {
    for (const question of allQuestions()) {
      if (question.type !== 'NOTATION') continue;
      expect(question.scale, question.key).toMatchObject({ min: 1, max: 4, allowOptimized: true });
      // An impératif scored 1 to 3 calls for an action (DOMAIN.md, Cotation).
      expect(question.threshold, question.key).toBe(question.isCritical ? 4 : 3);
    }
  });

  it('has unique kebab-case keys across the file', () => {
    const keys = [
      ...library.categories.map((category) => category.key),
      ...allForms().map((form) => form.key),
      ...allQuestions().map((question) => question.key),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('applies the crèche forms to the EAJE categories and the HAS form to ESSMS', () => {
    for (const form of allForms()) {
      expect(form.establishmentCategories.length, form.key).toBeGreaterThan(0);
      if (form.key.startsWith('essms-')) expect(form.establishmentCategories, form.key).toEqual(['ESSMS']);
      else expect([...form.establishmentCategories].sort(), form.key).toEqual([...EAJE_CATEGORIES].sort());
    }
  });

  it('gives every question a reference citing a source DOMAIN.md names, or marked « à vérifier »', () => {
    for (const question of allQuestions()) {
      const reference = question.reference ?? '';
      expect(reference, question.key).not.toBe('');
      if (reference.includes('à vérifier')) continue;
      expect(
        NAMED_SOURCES.some((source) => source.test(reference)),
        `${question.key} : ${reference}`,
      ).toBe(true);
      for (const [article] of reference.matchAll(/\b[RL]\d{3,4}(?:-\d+)+/g)) {
        expect(NAMED_ARTICLES.has(article), `${question.key} cite ${article}`).toBe(true);
      }
    }
  });

  it('writes French with one apostrophe style', () => {
    const text = JSON.stringify(raw);
    expect(text).not.toContain("'");
  });

  // One row per obligation of DOMAIN.md: [obligation, what a reference must contain].
  const obligations: Array<[string, RegExp]> = [
    ["Projet d'établissement (R2324-29)", /CSP art\. R2324-29\b/],
    ["Projet d'évaluation de la qualité de l'accueil (décret 2025-304)", /[Dd]écret n° 2025-304/],
    ['Règlement de fonctionnement (R2324-30)', /CSP art\. R2324-30\b/],
    ['Protocoles annexés (R2324-30 II)', /CSP art\. R2324-30 II/],
    ['Continuité de direction (R2324-36)', /CSP art\. R2324-36\b/],
    ['Analyse des pratiques professionnelles (R2324-37)', /CSP art\. R2324-37\b/],
    ['Référent santé et accueil inclusif (R2324-39)', /CSP art\. R2324-39\b/],
    ['Effectifs et taux d’encadrement (R2324-43 et suivants)', /CSP art\. R2324-43\b/],
    ['Vérifications au recrutement (R2324-33)', /CSP art\. R2324-33\b/],
    [
      'Charte nationale (arrêté du 23 septembre 2021, CASF L214-1-1)',
      /Arrêté du 23 septembre 2021 \(Charte nationale\)/,
    ],
    ['Agrément / autorisation d’ouverture', /autorisation ou avis d’ouverture/],
    ['Catégories de taille (R2324-46)', /CSP art\. R2324-46\b/],
    ['Évaluation quinquennale (L2324-2-4)', /CSP art\. L2324-2-4\b/],
    ['Référentiel national qualité : relation avec l’enfant', /Référentiel national.*relation avec l’enfant/],
    ['Référentiel national qualité : relation avec les parents', /Référentiel national.*relation avec les parents/],
    ['Référentiel national qualité : qualité de l’organisation', /Référentiel national.*qualité de l’organisation/],
    ['HAS thème 1 : bientraitance et éthique', /HAS, référentiel ESSMS \(2022\), thème 1 : bientraitance et éthique/],
    ['HAS thème 2 : droits de la personne', /HAS, référentiel ESSMS \(2022\), thème 2 : droits de la personne/],
    [
      'HAS thème 3 : expression et participation',
      /HAS, référentiel ESSMS \(2022\), thème 3 : expression et participation/,
    ],
    [
      'HAS thème 4 : co-construction et personnalisation du projet',
      /HAS, référentiel ESSMS \(2022\), thème 4 : co-construction et personnalisation du projet/,
    ],
    [
      'HAS thème 5 : accompagnement à l’autonomie',
      /HAS, référentiel ESSMS \(2022\), thème 5 : accompagnement à l’autonomie/,
    ],
    ['HAS thème 6 : accompagnement à la santé', /HAS, référentiel ESSMS \(2022\), thème 6 : accompagnement à la santé/],
    [
      'HAS thème 7 : continuité et fluidité des parcours',
      /HAS, référentiel ESSMS \(2022\), thème 7 : continuité et fluidité des parcours/,
    ],
    [
      'HAS thème 8 : politique ressources humaines',
      /HAS, référentiel ESSMS \(2022\), thème 8 : politique ressources humaines/,
    ],
    [
      'HAS thème 9 : démarche qualité et gestion des risques',
      /HAS, référentiel ESSMS \(2022\), thème 9 : démarche qualité et gestion des risques/,
    ],
  ];

  describe.each(obligations)('covers %s', (_obligation, pattern) => {
    it('with at least one question citing it', () => {
      expect(references().some((reference) => pattern.test(reference))).toBe(true);
    });
  });

  // The HAS impératifs DOMAIN.md lists, each an impératif question of the HAS form.
  const imperatives = [
    'liberté d’aller et venir',
    'dignité',
    'intimité',
    'croyances',
    'droit à l’image',
    'exercice des droits',
    'confidentialité des données',
    'circuit du médicament',
    'prévention de la maltraitance',
    'traitement de la maltraitance',
    'plaintes et réclamations',
    'événements indésirables',
    'gestion de crise et continuité',
  ];

  it.each(imperatives)('has the HAS impératif « %s » as a critical question', (imperative) => {
    const question = allQuestions().find((item) => item.reference?.includes(`critère impératif : ${imperative}`));
    expect(question?.isCritical).toBe(true);
  });
});
