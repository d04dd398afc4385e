import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeEvaluationResult, type ScorableQuestion } from '../scoring/score.ts';
import { installFrenchMessages } from '../validation/messages.ts';
import { type PortableFile, type PortableForm, PortableFileSchema } from './portable-schemas.ts';

/**
 * Issue 14 item 4: the HAS référentiel d’évaluation de la qualité des ESSMS,
 * criterion by criterion. The figures below are HAS's own: 3 chapters,
 * 42 objectives, 157 criteria, 18 impératifs. The number of criteria of each
 * objective and the impératifs were read in the criterion sheets of HAS's
 * Manuel d’évaluation (version of 8 July 2025); a criterion added, lost or
 * renumbered in the part file makes this test fail.
 */
const raw = JSON.parse(readFileSync(new URL('./default/20-essms-has.json', import.meta.url), 'utf8')) as {
  sources?: Array<{ cites: string; url: string; checkedOn: string }>;
};

/** Criteria per objective, chapter by chapter (1.1 has 1 criterion, 1.2 has 7…). */
const CRITERIA_PER_OBJECTIVE: Record<number, number[]> = {
  1: [1, 7, 2, 2, 3, 3, 4, 5, 2, 6, 2, 3, 3, 6, 10, 5, 4],
  2: [4, 7, 2, 7, 3, 3, 4, 3, 3, 2],
  3: [4, 2, 1, 5, 3, 5, 3, 6, 3, 2, 3, 3, 4, 4, 3],
};

const IMPERATIFS = [
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
const ESTABLISHMENTS_ONLY = ['1.4.2', '2.2.1', '2.4.1', '3.2.2', '3.3.1'];
const SERVICES_ONLY = ['3.2.1'];
const MEDICO_SOCIAL_ONLY = [
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
const THEMATIQUES = [
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
const THEMATIQUE_OF_OBJECTIVE: Record<number, number[]> = {
  1: [0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6],
  2: [0, 1, 2, 3, 4, 5, 5, 6, 6, 6],
  3: [0, 1, 2, 3, 4, 5, 5, 7, 7, 8, 8, 8, 8, 8, 8],
};
function thematiqueOf(code: string): number {
  const [chapter, objective] = code.split('.').map(Number);
  return THEMATIQUE_OF_OBJECTIVE[chapter!]![objective! - 1]!;
}

const REFERENCE =
  /^HAS, référentiel d’évaluation de la qualité des ESSMS, critère (\d)\.(\d{1,2})-(\d{2}) \((\d)\.(\d{1,2})\.(\d{1,2})\)(, critère impératif)?$/;

let library: PortableFile;
let forms: PortableForm[];

beforeAll(() => {
  installFrenchMessages();
  const result = v.safeParse(PortableFileSchema, raw);
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  library = result.output;
  forms = [...library.categories.flatMap((category) => category.forms), ...library.forms];
});

function questions() {
  return forms.flatMap((form) => form.questions.map((question) => ({ form, question })));
}

function codeOf(reference: string | undefined): string {
  const match = REFERENCE.exec(reference ?? '');
  if (!match) throw new Error(`Référence mal formée : ${reference}`);
  return `${match[4]}.${match[5]}.${match[6]}`;
}

function expectedCodes(): string[] {
  return Object.entries(CRITERIA_PER_OBJECTIVE).flatMap(([chapter, counts]) =>
    counts.flatMap((count, objective) =>
      Array.from({ length: count }, (_, criterion) => `${chapter}.${objective + 1}.${criterion + 1}`),
    ),
  );
}

const byCode = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });

describe('HAS référentiel ESSMS (issue 14, item 4)', () => {
  it('counts 3 chapters, 42 objectives and 157 criteria as HAS does', () => {
    expect(Object.keys(CRITERIA_PER_OBJECTIVE)).toHaveLength(3);
    expect(Object.values(CRITERIA_PER_OBJECTIVE).flat()).toHaveLength(42);
    expect(expectedCodes()).toHaveLength(157);
    expect(IMPERATIFS).toHaveLength(18);
  });

  it('spreads the criteria over the nine thématiques as HAS does', () => {
    for (const [chapter, objectives] of Object.entries(THEMATIQUE_OF_OBJECTIVE)) {
      expect(objectives, chapter).toHaveLength(CRITERIA_PER_OBJECTIVE[Number(chapter)]!.length);
    }
    const perThematique = THEMATIQUES.map(
      (_, index) => expectedCodes().filter((code) => thematiqueOf(code) === index).length,
    );
    expect(perThematique).toEqual([9, 20, 20, 20, 12, 36, 12, 9, 19]);
  });

  it('has every criterion once, with a well-formed code in its reference, and no other question', () => {
    const codes = questions().map(({ question }) => codeOf(question.reference));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort(byCode)).toEqual([...expectedCodes()].sort(byCode));
  });

  it('writes each code both ways, 3.6-02 and 3.6.2, the key following the code', () => {
    for (const { question } of questions()) {
      const match = REFERENCE.exec(question.reference ?? '');
      expect(match, question.key).not.toBeNull();
      if (!match) continue;
      const [, chapter, objective, padded, chapter2, objective2, criterion] = match;
      expect(`${chapter2}.${objective2}`).toBe(`${chapter}.${objective}`);
      expect(padded).toBe(String(criterion).padStart(2, '0'));
      expect(question.key).toBe(`essms-has-${chapter}-${objective}-${criterion}`);
    }
  });

  it('marks exactly the 18 impératifs as critical, expected at level 4, and names them in the reference', () => {
    const critical = questions()
      .filter(({ question }) => question.isCritical)
      .map(({ question }) => codeOf(question.reference));
    expect(critical.sort(byCode)).toEqual([...IMPERATIFS].sort(byCode));
    for (const { question } of questions()) {
      const imperatif = IMPERATIFS.includes(codeOf(question.reference));
      expect(question.reference?.endsWith(', critère impératif'), question.key).toBe(imperatif);
      if (question.type === 'NOTATION') expect(question.threshold, question.key).toBe(imperatif ? 4 : 3);
    }
  });

  it('quotes HAS’s statement of each criterion, as third parties quote it too', () => {
    const label = (code: string) =>
      questions().find(({ question }) => codeOf(question.reference) === code)?.question.label;
    // Quoted in the same words by conseilqualite.com (3.12-01) and evaluation-has-fildargent.fr (3.12-02).
    expect(label('3.12.1')).toBe('L’ESSMS organise le recueil et le traitement des plaintes et des réclamations.');
    expect(label('3.12.2')).toBe(
      'L’ESSMS communique sur le traitement des plaintes et des réclamations aux parties prenantes.',
    );
    expect(label('2.2.1')).toBe(
      'Les professionnels soutiennent la liberté d’aller et venir de la personne accompagnée.',
    );
    expect(label('3.6.2')).toBe('Les professionnels respectent la sécurisation du circuit du médicament.');
    for (const { question } of questions()) {
      expect(question.label, question.key).toMatch(/^(La|Les|L’ESSMS) .+[.…)]$/);
      expect(question.label, question.key).not.toMatch(/ {2}|'/);
    }
  });

  it('asks every criterion with the HAS cotation 1 to 4 and « optimisé »', () => {
    for (const { question } of questions()) {
      expect(question.type, question.key).toBe('NOTATION');
      if (question.type !== 'NOTATION') continue;
      expect(question.scale).toEqual({
        min: 1,
        max: 4,
        labels: [
          'Pas du tout satisfaisant',
          'Plutôt pas satisfaisant',
          'Plutôt satisfaisant',
          'Tout à fait satisfaisant',
        ],
        allowOptimized: true,
      });
    }
  });

  it('puts each criterion in its chapter, or in the form of the only structures or sector it applies to', () => {
    const formOf = new Map(questions().map(({ form, question }) => [codeOf(question.reference), form.key]));
    for (const code of expectedCodes()) {
      const expected = ESTABLISHMENTS_ONLY.includes(code)
        ? 'essms-has-etablissements'
        : SERVICES_ONLY.includes(code)
          ? 'essms-has-services'
          : MEDICO_SOCIAL_ONLY.includes(code)
            ? 'essms-has-medico-social'
            : `essms-has-chapitre-${code.split('.')[0]}`;
      expect(formOf.get(code), code).toBe(expected);
    }
  });

  it('has 129 generic and 28 specific criteria, as HAS counts them', () => {
    // HAS's FAQ: « 157 critères, dont 129 sont génériques et 28 spécifiques ». A specific criterion is
    // restricted by sector, by kind of structure or by public: its help text then names a restriction.
    const specific = questions().filter(
      ({ question }) =>
        !question.helpText?.includes(
          'Champ d’application : tous les ESSMS ; établissements et services ; tous publics.',
        ),
    );
    expect(specific).toHaveLength(28);
    expect(questions().length - specific.length).toBe(129);
  });

  it('states each criterion’s chapter, objective and scope, and forbids « non concerné » for the impératifs', () => {
    for (const { question } of questions()) {
      const code = codeOf(question.reference);
      const [chapter, objective] = code.split('.');
      const padded = `${chapter}.${objective}-${code.split('.')[2]!.padStart(2, '0')}`;
      expect(question.helpText, code).toContain(
        `Critère ${padded} (${code}) du référentiel HAS, chapitre ${chapter} « `,
      );
      expect(question.helpText, code).toContain(
        `, thématique « ${THEMATIQUES[thematiqueOf(code)]} », objectif ${chapter}.${objective} : « `,
      );
      expect(question.helpText, code).toContain(' Éléments d’évaluation : ');
      expect(question.helpText, code).toContain('Champ d’application : ');
      if (ESTABLISHMENTS_ONLY.includes(code)) expect(question.helpText, code).toContain('établissements seulement');
      if (SERVICES_ONLY.includes(code)) expect(question.helpText, code).toContain('services seulement');
      if (MEDICO_SOCIAL_ONLY.includes(code)) expect(question.helpText, code).toContain('secteur médico-social');
      if (question.isCritical) expect(question.helpText, code).toContain('ne peut pas être coté « non concerné »');
    }
  });

  it('says by which method and in which interview each criterion is evaluated, as HAS’s grids split them', () => {
    // The method follows the chapter; the interview follows the subject of the statement: « La personne… » is asked
    // of the person accompanied, « Les professionnels… » of the professionals, « L’ESSMS… » of the gouvernance.
    const METHOD = ['de l’accompagné traceur', 'du traceur ciblé', 'de l’audit système'];
    for (const { question } of questions()) {
      const chapter = Number(codeOf(question.reference).split('.')[0]);
      const subject = question.label.startsWith('La personne')
        ? 'la personne accompagnée'
        : question.label.startsWith('Les professionnels')
          ? chapter === 1
            ? 'les professionnels qui l’accompagnent'
            : 'les professionnels'
          : 'la gouvernance';
      expect(question.helpText, question.key).toContain(
        `Évalué par la méthode ${METHOD[chapter - 1]}, en entretien avec ${subject}.`,
      );
    }
  });

  it('gives what HAS says to observe and the éléments de preuve it names, where its criterion sheet has them', () => {
    const help = (code: string) =>
      questions().find(({ question }) => codeOf(question.reference) === code)?.question.helpText ?? '';
    const count = (text: string) => questions().filter(({ question }) => question.helpText?.includes(text)).length;
    // 124 sheets name éléments de preuve, 31 name observations; the interview of the person needs no document.
    expect(count(' Éléments de preuve, selon la HAS : ')).toBe(124);
    expect(count(' À observer, selon la HAS : ')).toBe(31);
    expect(help('3.12.1')).toContain('procédure de gestion des plaintes et des réclamations');
    expect(help('3.6.2')).toContain('Toutes les procédures liées au circuit du médicament');
    expect(help('2.2.1')).toContain('Éléments de preuve, selon la HAS : Règlement de fonctionnement.');
    expect(help('1.1.1')).not.toContain('Éléments de preuve');
    for (const { question } of questions()) {
      expect(question.helpText, question.key).not.toMatch(/ [.,]|Exemples:|'|\u200b/);
      if (question.isCritical) expect(question.helpText, question.key).toContain('formulaire « critère impératif »');
    }
  });

  it('tells how to score as HAS does: optimisé counts as 4, « non concerné » justified, réponse inadaptée', () => {
    for (const form of forms) {
      expect(form.description, form.key).toContain('la mention « optimisé » compte comme un 4');
      expect(form.description, form.key).toContain(
        'jamais pour éviter une cotation défavorable, jamais pour un critère impératif',
      );
      expect(form.description, form.key).toContain('dites pourquoi dans le commentaire');
      expect(form.description, form.key).not.toContain('seulement hors du champ d’application');
      const chapterOne = form.questions.some((question) => question.key.startsWith('essms-has-1-'));
      expect(form.description?.includes('« réponse inadaptée »'), form.key).toBe(chapterOne);
    }
  });

  it('applies every HAS form to the ESSMS only, as quality forms', () => {
    expect(forms.length).toBe(6);
    for (const form of forms) {
      expect(form.establishmentCategories, form.key).toEqual(['ESSMS']);
      expect(form.kind, form.key).toBe('QUALITY');
    }
  });

  it('records HAS as the source of every reference, checked on a date, and never says « à vérifier »', () => {
    const sources = raw.sources ?? [];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.url).toMatch(/^https:\/\/www\.has-sante\.fr\//);
      expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const { question } of questions()) {
      for (const citation of (question.reference ?? '').split(' ; ')) {
        const covered = sources.some(
          (source) =>
            citation === source.cites ||
            (citation.startsWith(source.cites) && /^[ ,]/.test(citation.slice(source.cites.length))),
        );
        expect(covered, `${question.key} : ${citation}`).toBe(true);
      }
    }
    expect(JSON.stringify(raw)).not.toMatch(/à vérifier/i);
  });

  it('never lets an impératif be answered « non concerné »: such an answer counts as unanswered', () => {
    const scorable: ScorableQuestion[] = questions().map(({ question }) => question);
    const answers = scorable.map((question) => ({ questionKey: question.key, value: null, notApplicable: true }));
    const result = computeEvaluationResult(scorable, answers);
    expect(result.notApplicable).toBe(157 - 18);
    expect(result.answered).toBe(157 - 18);
  });
});
