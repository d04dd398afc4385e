import { describe, expect, it } from 'vitest';
import { proposalDescription, proposalPriority, proposalTitle, statementOf } from './proposal-wording.ts';

const question = (label: string, extra: Partial<Parameters<typeof proposalTitle>[0]> = {}) => ({
  label,
  type: 'BOOLEAN',
  expectedDocument: null,
  ...extra,
});

describe('proposal wording (issue 27 item 3)', () => {
  it('prefers the library’s own wording', () => {
    expect(
      proposalTitle(question('Q ?', { actionTitle: 'Réviser le projet d’établissement' }), 'NON_CONFORMING', false),
    ).toBe('Réviser le projet d’établissement');
  });

  it('words a question expecting a document by what the answer says of it', () => {
    const doc = { expectedDocument: 'Projet d’établissement' };
    expect(proposalTitle(question('Le projet est-il rédigé ?', doc), 'NON_CONFORMING', false)).toBe(
      'Mettre en place le document « Projet d’établissement »',
    );
    expect(
      proposalTitle(
        question('Le projet est-il à jour ?', { ...doc, type: 'SELECT' }),
        'NON_CONFORMING',
        'Partiellement',
      ),
    ).toBe('Mettre à jour le document « Projet d’établissement »');
    expect(proposalTitle(question('Le projet ?', doc), 'MISSING_DOCUMENT', true)).toBe(
      'Produire le document : Projet d’établissement',
    );
  });

  it('turns a closed question back into what must be true', () => {
    expect(proposalTitle(question('Le protocole de mise en sûreté est-il écrit ?'), 'NON_CONFORMING', false)).toBe(
      'S’assurer que le protocole de mise en sûreté est écrit',
    );
    expect(proposalTitle(question('Les protocoles sont-ils connus de l’équipe ?'), 'NON_CONFORMING', 'Non')).toBe(
      'S’assurer que les protocoles sont connus de l’équipe',
    );
    expect(proposalTitle(question('Existe-t-il un plan de formation ?'), 'NON_CONFORMING', false)).toBe(
      'Mettre en place un plan de formation',
    );
    expect(proposalTitle(question('Les familles connaissent les protocoles.'), 'NON_CONFORMING', 2)).toBe(
      'S’assurer que les familles connaissent les protocoles',
    );
    expect(statementOf('PAI signés par le médecin ?')).toBeNull();
    expect(proposalTitle(question('L’EAJE dispose-t-il d’un référent ?'), 'NON_CONFORMING', false)).toBe(
      'S’assurer que l’EAJE dispose d’un référent',
    );
  });

  it('never words as a goal what must not be, nor an open question', () => {
    expect(
      proposalTitle(
        question('Des incidents sont-ils non déclarés ?', { conformingAnswer: false }),
        'NON_CONFORMING',
        true,
      ),
    ).toBe('Remédier à l’écart : Des incidents sont-ils non déclarés ?');
    expect(
      proposalTitle(
        question('Quelles parties le projet comporte-t-il ?', { type: 'MULTIPLE_CHOICE' }),
        'NON_CONFORMING',
        [],
      ),
    ).toBe('Remédier à l’écart : Quelles parties le projet comporte-t-il ?');
  });

  it('gives the priority from the impératif and the score', () => {
    expect(proposalPriority('NON_CONFORMING', true, 80)).toBe('CRITICAL');
    expect(proposalPriority('NON_CONFORMING', false, 0)).toBe('HIGH');
    expect(proposalPriority('NON_CONFORMING', false, 50)).toBe('MEDIUM');
    expect(proposalPriority('MISSING_DOCUMENT', true, 100)).toBe('HIGH');
  });

  it('carries the question, its reference and the answer’s comment', () => {
    expect(proposalDescription({ label: 'Q ?', reference: 'CSP art. R2324-30' }, ' Prévu en mars ')).toBe(
      'Question : Q ?\nRéférence : CSP art. R2324-30\nCommentaire de la réponse : Prévu en mars',
    );
  });
});
