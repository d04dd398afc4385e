import type { Answer } from '@qc/shared/evaluations/schemas';
import type { GroupComparison, GroupQuestionComparison } from '@qc/shared/group/compare-schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupComparisonCard } from './group-comparison.tsx';

/** What each hook answers: the forms, the form's comparison, one question's answers (defined below). */
const loaded = <T,>(data: T) => ({ isPending: false, isError: false, data, refetch: () => undefined });
vi.mock('../api/get-group-view.ts', () => ({
  useComparableForms: () => loaded({ items: [{ id: 'form-1', name: 'Sorties', categoryName: null }] }),
  useGroupComparison: (formId: string | undefined) =>
    formId ? loaded(comparison) : { isPending: true, isError: false, data: undefined },
  useGroupQuestionComparison: (_formId: string, key: string | undefined) =>
    key ? loaded(questionComparison) : { isPending: true, isError: false, data: undefined },
}));

afterEach(cleanup);

const REASON = 'l’établissement n’organise pas de sorties';
const site = (id: string, name: string) => ({ id, name, city: 'Lyon' });
const answer = (value: boolean): Answer => ({
  id: `answer-${String(value)}`,
  questionKey: 's1',
  value,
  notApplicable: false,
  justification: null,
  comment: null,
  score: value ? 100 : 0,
  isConforming: value,
  evidence: [],
  answeredByName: 'Claire',
  answeredAt: '2026-11-20T10:00:00.000Z',
  version: 1,
});

const comparison: GroupComparison = {
  form: { id: 'form-1', name: 'Sorties', version: 1 },
  sites: [
    {
      ...site('a1', 'Crèche A1'),
      evaluationId: 'ev-1',
      completedAt: '2026-11-25T10:00:00.000Z',
      formVersion: 1,
      score: 100,
      conformityRate: 100,
    },
    {
      ...site('a2', 'Crèche A2'),
      evaluationId: 'ev-2',
      completedAt: '2026-11-23T10:00:00.000Z',
      formVersion: 1,
      score: 100,
      conformityRate: 100,
    },
    {
      ...site('a3', 'Crèche A3'),
      evaluationId: null,
      completedAt: null,
      formVersion: null,
      score: null,
      conformityRate: null,
    },
  ],
  questions: [
    {
      key: 's1',
      label: 'Deux professionnels pendant les sorties',
      position: 1,
      reference: null,
      isCritical: true,
      conforming: 1,
      nonConforming: 0,
      notApplicable: 0,
      setAside: 1,
      unanswered: 0,
      conformityRate: 100,
      nonConformingSites: [],
    },
  ],
};
const questionComparison: GroupQuestionComparison = {
  question: {
    key: 's1',
    label: 'Deux professionnels pendant les sorties',
    reference: null,
    isCritical: true,
    expectedDocument: null,
    type: 'BOOLEAN',
    scale: null,
  },
  rows: [
    {
      site: site('a1', 'Crèche A1'),
      evaluationId: 'ev-1',
      completedAt: '2026-11-25T10:00:00.000Z',
      answer: answer(false),
      setAside: { reason: REASON, source: 'EVALUATION' },
    },
    {
      site: site('a2', 'Crèche A2'),
      evaluationId: 'ev-2',
      completedAt: '2026-11-23T10:00:00.000Z',
      answer: answer(true),
      setAside: null,
    },
    {
      site: site('a3', 'Crèche A3'),
      evaluationId: null,
      completedAt: null,
      answer: null,
      setAside: { reason: REASON, source: 'PROFILE' },
    },
  ],
};

describe('GroupComparisonCard and the questions set aside at a site (issue 26)', () => {
  it('says « Ne s’applique pas » per site, with why, rather than a missing answer or a gap', () => {
    render(<GroupComparisonCard filters={{}} />);
    fireEvent.change(screen.getByLabelText('Questionnaire'), { target: { value: 'form-1' } });

    const row = screen.getByTestId('comparison-question');
    expect(row.textContent).toContain('1 conforme, 0 non conforme, ne s’applique pas à 1 établissement');
    expect(screen.getByText('Aucun impératif n’est en écart dans le groupe.')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /Voir les réponses/ }));
    const answers = screen.getByRole('table', {
      name: 'Réponses des établissements à « Deux professionnels pendant les sorties »',
    });
    const cells = (name: string) =>
      within(
        within(answers)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr')!,
      );

    const a1 = cells('Crèche A1');
    expect(a1.getByText('Ne s’applique pas')).toBeTruthy();
    expect(a1.getByText(REASON)).toBeTruthy();
    // The « Non » kept from before it stopped applying is readable, and not judged.
    expect(a1.getByText('Réponse conservée d’avant, qui ne compte pas : Non')).toBeTruthy();
    expect(a1.queryByText('Non conforme')).toBeNull();

    expect(cells('Crèche A2').getByText('Conforme')).toBeTruthy();

    const a3 = cells('Crèche A3');
    expect(a3.getByText('Ne s’applique pas')).toBeTruthy();
    expect(a3.getByText(`${REASON} (selon son profil ; pas encore évalué)`)).toBeTruthy();
    expect(a3.queryByText('Pas encore évalué')).toBeNull();
  });
});
