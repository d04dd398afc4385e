import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { DEFAULT_NOTATION_SCALE } from '@qc/shared/questionnaires/question-schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerControl } from '@/components/answers/answer-control.tsx';
import { makeQuestion } from '@/test/questions.ts';
import { QuestionPreview } from './question-preview.tsx';

afterEach(cleanup);

const question = (overrides: Partial<Question>): Question =>
  makeQuestion('k1', {
    id: 'q1',
    formId: 'f1',
    label: 'Les familles participent à la vie de la crèche.',
    reference: 'Charte nationale, principe 3',
    type: 'NOTATION',
    conformingAnswer: null,
    scale: DEFAULT_NOTATION_SCALE,
    threshold: 3,
    ...overrides,
  });

const names = (scope: HTMLElement, role: 'radio' | 'checkbox') =>
  within(scope)
    .queryAllByRole(role)
    .map((element) => element.closest('label')?.textContent);

describe('QuestionPreview (issue 19 item 8: as in the real form)', () => {
  it('draws the scale with the form’s own control, « Non concerné » as its checkbox and justification', () => {
    const notation = question({});
    render(<QuestionPreview question={notation} index={0} />);
    const article = screen.getByRole('article', { name: /Les familles participent/ });
    const { container: real } = render(
      <AnswerControl
        question={notation}
        name="real"
        legend="Réponse"
        value={null}
        disabled={false}
        onChange={() => {}}
      />,
    );
    // The same levels, words and order as the form answered.
    expect(names(article, 'radio')).toEqual(names(real, 'radio'));
    expect(names(article, 'radio')[0]).toBe('1 — Pas du tout satisfaisant');
    expect(within(article).queryAllByRole('button', { name: /satisfaisant/ })).toHaveLength(0);

    const notApplicable = within(article).getByRole('checkbox', { name: 'Non concerné' });
    fireEvent.click(notApplicable);
    within(article).getByLabelText('Justification (obligatoire)');
    // As in the form, N/A disables the answer.
    expect(
      within(article)
        .getAllByRole('radio')
        .every((radio) => radio.matches(':disabled')),
    ).toBe(true);
  });

  it('shows the proofs block with what is expected, and an impératif without N/A', () => {
    render(
      <QuestionPreview
        question={question({
          type: 'BOOLEAN',
          label: 'Le projet d’établissement est à jour',
          scale: null,
          isCritical: true,
          isDocumentRequired: true,
          documentRequirement: 'MANDATORY',
          expectedDocument: 'Projet d’établissement',
        })}
        index={1}
      />,
    );
    const article = screen.getByRole('article', { name: /Le projet d’établissement est à jour/ });
    const proofs = within(article).getByRole('region', { name: 'Preuves' });
    within(proofs).getByText('Document obligatoire pour une réponse conforme');
    within(proofs).getByText('Attendu : Projet d’établissement');
    expect((within(proofs).getByRole('button', { name: 'Ajouter une preuve' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(article).queryByRole('checkbox', { name: 'Non concerné' })).toBeNull();
    within(article).getByText('Un impératif ne peut pas être déclaré non concerné.');
    expect(names(article, 'radio')).toEqual(['Oui', 'Non']);
  });
});
