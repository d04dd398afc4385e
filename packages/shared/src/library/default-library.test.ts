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

describe('Default French library (issue 7, item 5)', () => {
  it('parses with the portable format', () => {
    // beforeAll throws with every issue and its dot path when it does not.
    expect(library.format).toBe('qualite-conformite.library');
    expect(library.formatVersion).toBe(1);
  });

  it('has at least 6 categories, 10 forms and 300 questions (issue 14)', () => {
    expect(library.categories.length).toBeGreaterThanOrEqual(6);
    expect(allForms().length).toBeGreaterThanOrEqual(10);
    expect(allQuestions().length).toBeGreaterThanOrEqual(300);
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

  // Issue 14: impératifs wherever the law is strict, so no upper bound any more.
  it('marks at least 15 impératifs, in conformity and in the HAS form', () => {
    const critical = allQuestions().filter((question) => question.isCritical);
    expect(critical.length).toBeGreaterThanOrEqual(15);
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

  // Issue 14 item 3: a rule that holds only for some sizes lives in a form for those categories.
  it('applies each crèche form to EAJE categories only, every category getting the general forms, and the HAS forms to ESSMS', () => {
    for (const form of allForms()) {
      expect(form.establishmentCategories.length, form.key).toBeGreaterThan(0);
      if (form.key.startsWith('essms-')) expect(form.establishmentCategories, form.key).toEqual(['ESSMS']);
      else for (const category of form.establishmentCategories) expect(EAJE_CATEGORIES, form.key).toContain(category);
    }
    const eajeForms = allForms().filter((form) => !form.key.startsWith('essms-'));
    const general = eajeForms.filter((form) => form.establishmentCategories.length === EAJE_CATEGORIES.length);
    expect(general.length).toBeGreaterThanOrEqual(10);
    expect(eajeForms.find((form) => form.key === 'eaje-micro-creche')?.establishmentCategories).toEqual([
      'MICRO_CRECHE',
    ]);
    expect(
      [...(eajeForms.find((form) => form.key === 'eaje-plus-24-places')?.establishmentCategories ?? [])].sort(),
    ).toEqual(['CRECHE', 'GRANDE_CRECHE', 'TRES_GRANDE_CRECHE']);
    // The EJE quota (none in a micro-crèche) and the deputy director (60 places or more) are asked only where they hold.
    const formOf = (questionKey: string) =>
      eajeForms.find((form) => form.questions.some((question) => question.key === questionKey));
    expect([...(formOf('eaje-plus-12-places-01')?.establishmentCategories ?? [])].sort()).toEqual([
      'CRECHE',
      'GRANDE_CRECHE',
      'PETITE_CRECHE',
      'TRES_GRANDE_CRECHE',
    ]);
    expect(formOf('eaje-plus-24-places-03')?.establishmentCategories).toEqual(['TRES_GRANDE_CRECHE']);
  });

  // The error issue 14 names: « two professionals from more than three children » is a micro-crèche rule only.
  it('never tells a crèche that one adult may stay alone with three children', () => {
    for (const form of allForms().filter((item) => !item.establishmentCategories.every((c) => c === 'MICRO_CRECHE'))) {
      for (const question of form.questions) {
        expect(`${question.label} ${question.helpText ?? ''}`, question.key).not.toMatch(
          /plus de trois enfants|dès que plus de trois/,
        );
      }
    }
    const twoAdults = allQuestions().find((question) => question.key === 'eaje-encadrement-effectifs-04');
    expect(twoAdults?.label).toMatch(/Dès que des enfants sont présents, au moins deux professionnels/);
    // First the article; release 2026.11.2 cites after it the parent-run exception (one parent may replace one of the two).
    expect(twoAdults?.reference).toMatch(/^CSP art\. R2324-43-1( ;|$)/);
    const twoAdultsForm = allForms().find((form) => form.questions.some((question) => question.key === twoAdults?.key));
    expect(twoAdultsForm?.establishmentCategories).not.toContain('MICRO_CRECHE');
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
    ['Agrément / autorisation d’ouverture (L2324-1)', /CSP art\. L2324-1\b/],
    ['Part mensuelle de diplômés (R2324-42)', /CSP art\. R2324-42\b/],
    ['Deux professionnels présents (R2324-43-1)', /CSP art\. R2324-43-1\b/],
    ['Sorties (R2324-43-2)', /CSP art\. R2324-43-2\b/],
    ['Accueil en surnombre (R2324-27)', /CSP art\. R2324-27\b/],
    ['Qualification de la direction (R2324-34)', /CSP art\. R2324-34\b/],
    ['Temps de direction (R2324-46-1)', /CSP art\. R2324-46-1\b/],
    ['Référent santé : volume horaire (R2324-46-2)', /CSP art\. R2324-46-2\b/],
    ['Locaux (R2324-28)', /CSP art\. R2324-28\b/],
    ['Administration des traitements (R2111-1)', /CSP art\. R2111-1\b/],
    ['Vaccinations obligatoires à l’admission (R3111-8)', /CSP art\. R3111-8\b/],
    ['Information du département : accident grave, décès (R2324-25)', /CSP art\. R2324-25\b/],
    ['Affichage, transmission et révision des documents (R2324-31)', /CSP art\. R2324-31\b/],
    ['Attestation d’honorabilité (CASF L133-6)', /CASF art\. L133-6\b/],
    ['Règles 2025 des micro-crèches (décret 2025-304)', /Décret n° 2025-304/],
    ['Catégories de taille (R2324-46)', /CSP art\. R2324-46\b/],
    ['Évaluation quinquennale (L2324-2-4)', /CSP art\. L2324-2-4\b/],
    // PMI review: the protocols the previous reading could not verify, the EJE quota, provisional admission.
    ['Protocole suspicion de maltraitance ou danger (R2324-30 II 4°)', /CSP art\. R2324-30 II 4°/],
    ['Protocole des sorties (R2324-30 II 5°)', /CSP art\. R2324-30 II 5°/],
    ['Protocole de mise en sûreté (R2324-30 III)', /CSP art\. R2324-30 III/],
    ['Quotité d’éducateurs de jeunes enfants (R2324-46-3)', /CSP art\. R2324-46-3\b/],
    ['Admission provisoire et vaccinations manquantes (R3111-8 II)', /CSP art\. R3111-8 II/],
    // Issue 26: what an inspector checks that no question covered, and the structure types.
    ['Qualification du référent santé (R2324-39 III)', /CSP art\. R2324-39 III/],
    ['Direction de plusieurs établissements (R2324-34-2)', /CSP art\. R2324-34-2\b/],
    [
      'Autorisation des établissements publics depuis 2025 (loi n° 2023-1196, art. 18)',
      /Loi n° 2023-1196 du 18 décembre 2023, art\. 18/,
    ],
    ['Renouvellement des autorisations (CSP art. D2324-24-2-1, décret de janvier 2026)', /CSP art\. D2324-24-2-1/],
    ['Surface en zone très dense (arrêté du 31 août 2021)', /référentiel bâtimentaire\), zone très densément peuplée/],
    ['Espace extérieur (arrêté du 31 août 2021)', /référentiel bâtimentaire\), espace extérieur/],
    ['Qualité de l’air intérieur (C. env. L221-8, R221-30)', /Code de l’environnement art\. R221-30/],
    ['Sécurité incendie : type R, registre et exercices', /règlement de sécurité ERP\), art\. R 33/],
    ['Hygiène alimentaire (règlement (CE) n° 852/2004)', /Règlement \(CE\) n° 852\/2004/],
    ['Allergènes (règlement (UE) n° 1169/2011)', /Règlement \(UE\) n° 1169\/2011/],
    ['Couchage des nourrissons (HAS)', /HAS, fiche mémo du 5 mars 2020/],
    ['Jardins d’enfants (R2324-47 et suivants)', /CSP art\. R2324-47-4\b/],
    ['Crèches familiales (R2324-48 et suivants)', /CSP art\. R2324-48 III/],
    ['Gestion parentale : règlement de fonctionnement (R2324-50-1)', /CSP art\. R2324-50-1\b/],
    ['Référentiel national qualité : relation avec l’enfant', /Référentiel national.*relation avec l’enfant/],
    ['Référentiel national qualité : relation avec les parents', /Référentiel national.*relation avec les parents/],
    ['Référentiel national qualité : qualité de l’organisation', /Référentiel national.*qualité de l’organisation/],
  ];

  // The HAS référentiel's criteria, impératifs and scopes are checked against the HAS part file itself, by the tests
  // written with it: this list covers the crèche obligations an inspector checks.
  describe.each(obligations)('covers %s', (_obligation, pattern) => {
    it('with at least one question citing it', () => {
      expect(references().some((reference) => pattern.test(reference))).toBe(true);
    });
  });
});
