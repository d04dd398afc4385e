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
      // HAS's code, as HAS writes it; not the transcription's « 1.1-01 (1.1.1) ».
      expect(question.helpText, code).toMatch(
        new RegExp(`^Critère ${code.replaceAll('.', '\\.')} du référentiel HAS, chapitre ${chapter} « `),
      );
      expect(question.helpText, code).not.toMatch(/\d\.\d{1,2}-\d{2}/);
      expect(question.helpText, code).toContain(
        `, thématique « ${THEMATIQUES[thematiqueOf(code)]} », objectif ${chapter}.${objective} : « `,
      );
      expect(question.helpText, code).toContain(' Éléments d’évaluation : ');
      expect(question.helpText, code).toContain('Champ d’application : ');
      if (ESTABLISHMENTS_ONLY.includes(code)) expect(question.helpText, code).toContain('établissements seulement');
      if (SERVICES_ONLY.includes(code)) expect(question.helpText, code).toContain('services seulement');
      if (MEDICO_SOCIAL_ONLY.includes(code)) expect(question.helpText, code).toContain('secteur médico-social');
      if (question.isCritical) {
        expect(question.helpText, code).toContain('ne peut pas être coté « non concerné »');
        // HAS's cotation sheet of 9 October 2024: no rounding, every élément at 4.
        expect(question.helpText, code).toContain(
          'coté 4 seulement si chacun de ses éléments d’évaluation est pleinement satisfait (fiche de cotation de la HAS du 9 octobre 2024',
        );
      }
    }
  });

  it('tells, for a criterion restricted to some publics, to name the public accompanied in the justification', () => {
    const restricted = questions()
      .filter(({ question }) => /; publics : /.test(question.helpText ?? ''))
      .map(({ question }) => codeOf(question.reference));
    expect(restricted).toEqual(['1.2.3', '1.7.1', '1.7.2', '1.11.2', '2.4.3', '2.5.1', '2.5.2', '2.7.1', '2.7.2']);
    for (const { question } of questions()) {
      const named = question.helpText?.includes(
        'Hors de ces publics : non concerné, en indiquant le public accompagné dans la justification.',
      );
      expect(named, question.key).toBe(restricted.includes(codeOf(question.reference)));
      expect(question.helpText, question.key).not.toContain('cotez « non concerné » en le justifiant');
    }
  });

  it('says by which method and in which interview each criterion is evaluated, as HAS’s grids split them', () => {
    // The method follows the chapter; the interview follows the subject of the statement: « La personne… » is asked
    // of the person accompanied, « Les professionnels… » of the professionals, « L’ESSMS… » of the gouvernance.
    const METHOD = ['de l’accompagné traceur', 'du traceur ciblé', 'de l’audit système'];
    const undeclared = questions()
      .filter(({ question }) => question.helpText?.includes('la HAS ne nomme pas la gouvernance'))
      .map(({ question }) => question.key);
    expect(undeclared).toEqual(['essms-has-2-1-4', 'essms-has-2-2-6', 'essms-has-2-2-7']);
    for (const { question } of questions()) {
      const chapter = Number(codeOf(question.reference).split('.')[0]);
      const subject = question.label.startsWith('La personne')
        ? 'la personne accompagnée'
        : question.label.startsWith('Les professionnels')
          ? chapter === 1
            ? 'les professionnels qui l’accompagnent'
            : 'les professionnels'
          : 'la gouvernance';
      if (chapter === 2 && subject === 'la gouvernance') {
        // HAS names no interlocutor for 2.1.4, 2.2.6, 2.2.7: the gouvernance would be our inference, so it is not said.
        expect(question.helpText, question.key).toContain(
          'Évalué par la méthode du traceur ciblé. Interlocuteurs : le critère porte sur l’ESSMS ; la HAS ne nomme pas la gouvernance',
        );
        expect(question.helpText, question.key).not.toContain('en entretien avec');
        continue;
      }
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

  it('tells how to score as HAS does: optimisé counts as 4 without bonus, « non concerné » justified, no pass mark, réponse inadaptée', () => {
    for (const form of forms) {
      expect(form.description, form.key).toContain(
        'la mention « optimisé » compte comme un 4, sans bonus, comme dans l’échelle qualité de Qualiscope',
      );
      expect(form.description, form.key).toContain('La HAS ne fixe ni seuil de réussite ni notion de conformité');
      expect(form.description, form.key).toContain('sont propres au produit, pas un résultat de la HAS');
      expect(form.description, form.key).toContain('« critère 3.6.2 »');
      expect(form.description, form.key).toContain(
        'jamais pour éviter une cotation défavorable, jamais pour un critère impératif',
      );
      // The product asks for the reason in its own « Justification » field, not in the comment.
      expect(form.description, form.key).toContain('donnez la raison dans le champ « Justification »');
      expect(form.description, form.key).not.toContain('dites pourquoi dans le commentaire');
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
