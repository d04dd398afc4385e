import { describe, expect, it } from 'vitest';
import {
  byCode,
  codeOf,
  CRITERIA_PER_OBJECTIVE,
  ESTABLISHMENTS_ONLY,
  expectedCodes,
  IMPERATIFS,
  MEDICO_SOCIAL_ONLY,
  questions,
  REFERENCE,
  SERVICES_ONLY,
  THEMATIQUE_OF_OBJECTIVE,
  thematiqueOf,
  THEMATIQUES,
} from './has-referentiel.fixture.ts';

/**
 * Issue 14 item 4: the HAS référentiel d’évaluation de la qualité des ESSMS, criterion by criterion,
 * against HAS's own figures (has-referentiel.fixture.ts); its guidance and scoring are in
 * has-referentiel-guidance.test.ts.
 */
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

  it('cites each criterion by HAS’s code (3.6.2), the transcription’s 3.6-02 only as a search alias, the key following the code', () => {
    for (const { question } of questions()) {
      const match = REFERENCE.exec(question.reference ?? '');
      expect(match, question.key).not.toBeNull();
      if (!match) continue;
      const [, chapter, objective, criterion, , aliasChapter, aliasObjective, padded] = match;
      expect(`${aliasChapter}.${aliasObjective}`).toBe(`${chapter}.${objective}`);
      expect(padded).toBe(String(criterion).padStart(2, '0'));
      expect(question.key).toBe(`essms-has-${chapter}-${objective}-${criterion}`);
      // The ciso-assistant form never leads the citation any more (« critère 1.1-01 (1.1.1) »).
      expect(question.reference, question.key).not.toMatch(/critère \d\.\d{1,2}-\d{2}/);
    }
    expect(REFERENCE.test('HAS, référentiel d’évaluation de la qualité des ESSMS, critère 1.1-01 (1.1.1)')).toBe(false);
    expect(questions().find(({ question }) => question.key === 'essms-has-3-6-2')?.question.reference).toBe(
      'HAS, référentiel d’évaluation de la qualité des ESSMS, critère 3.6.2, critère impératif (écrit « 3.6-02 » dans la transcription publique ciso-assistant)',
    );
  });

  it('marks exactly the 18 impératifs as critical, expected at level 4, and names them in the reference', () => {
    const critical = questions()
      .filter(({ question }) => question.isCritical)
      .map(({ question }) => codeOf(question.reference));
    expect(critical.sort(byCode)).toEqual([...IMPERATIFS].sort(byCode));
    for (const { question } of questions()) {
      const imperatif = IMPERATIFS.includes(codeOf(question.reference));
      expect(REFERENCE.exec(question.reference ?? '')?.[4] === ', critère impératif', question.key).toBe(imperatif);
      if (question.type === 'NOTATION') expect(question.threshold, question.key).toBe(imperatif ? 4 : 3);
    }
  });

  it('quotes HAS’s statement of each criterion, as third parties quote it too', () => {
    const label = (code: string) =>
      questions().find(({ question }) => codeOf(question.reference) === code)?.question.label;
    // Quoted in the same words by conseilqualite.com (3.12.1) and evaluation-has-fildargent.fr (3.12.2).
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
});
