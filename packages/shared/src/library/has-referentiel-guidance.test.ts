import { beforeAll, describe, expect, it } from 'vitest';
import { computeEvaluationResult, type ScorableQuestion } from '../scoring/score.ts';
import {
  codeOf,
  ESTABLISHMENTS_ONLY,
  hasForms,
  MEDICO_SOCIAL_ONLY,
  questions,
  raw,
  SERVICES_ONLY,
  thematiqueOf,
  THEMATIQUES,
} from './has-referentiel.fixture.ts';
import type { PortableForm } from './portable-schemas.ts';

/** Issue 14 item 4, continued from has-referentiel.test.ts: what each HAS criterion tells the evaluator, and how it scores. */
let forms: PortableForm[];

beforeAll(() => {
  forms = hasForms();
});

describe('HAS référentiel ESSMS (issue 14, item 4)', () => {
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
