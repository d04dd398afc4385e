import { HAS_LEVEL_UNVERIFIED, HAS_SIMULATION_NOTICE } from '@qc/shared/scoring/has-labels';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAnswer, makeQuestion } from '@/test/questions.ts';
import { HasResultPanel } from './has-result-panel.tsx';

/** Issue 30 item 2: the simulated échelle qualité of a completed HAS self-evaluation, on its page. */

afterEach(cleanup);

const scale = {
  min: 1,
  max: 4,
  allowOptimized: true,
  labels: ['Pas du tout satisfaisant', 'Plutôt pas satisfaisant', 'Plutôt satisfaisant', 'Tout à fait satisfaisant'],
};
function criterion(code: string, theme: string, isCritical = false) {
  const [chapter, objective] = code.split('.');
  return makeQuestion(`essms-has-${code.replaceAll('.', '-')}`, {
    type: 'NOTATION',
    scale,
    threshold: isCritical ? 4 : 3,
    isCritical,
    label: `Intitulé du critère ${code}`,
    helpText: `Critère ${code} du référentiel HAS, chapitre ${chapter}, thématique « ${theme} », objectif ${chapter}.${objective} : « Intitulé de l’objectif ${chapter}.${objective} » Évalué par…`,
  });
}
const cotation = (code: string, value: number | string) =>
  makeAnswer(`essms-has-${code.replaceAll('.', '-')}`, { value });
const applicability = { frozenAt: null, notApplicable: [], outdated: false, missingProfileFields: [] };

describe('HasResultPanel', () => {
  it('shows the two dimensions, no letter with the reason, and what holds the result back', () => {
    render(
      <HasResultPanel
        evaluation={{
          applicability,
          questions: [
            criterion('3.6.2', 'Accompagnement à la santé', true),
            criterion('3.10.1', 'Démarche qualité et gestion des risques'),
            criterion('3.1.1', 'Démarche qualité et gestion des risques'),
            criterion('3.2.1', 'Politique ressources humaines', true),
          ],
          answers: [cotation('3.6.2', 3), cotation('3.10.1', 2), cotation('3.1.1', 4), cotation('3.2.1', OPTIMIZED)],
        }}
      />,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Estimation d’après les règles publiées par la HAS — auto-évaluation partielle',
      }),
    ).toBeTruthy();
    expect(screen.getByText(HAS_SIMULATION_NOTICE)).toBeTruthy();
    const dimensions = screen.getByLabelText('Les deux dimensions de l’échelle qualité');
    // Objectives 3.1 = 4, 3.2 = 4 (optimisé), 3.6 = 3, 3.10 = 2: 0.1 × 2 + 0.9 × 11/3 = 3.5.
    expect(
      within(dimensions).getByText(
        'Moyenne des objectifs de ce questionnaire (objectif 3.10 pondéré à 10 %, selon notre lecture)',
      ),
    ).toBeTruthy();
    expect(within(dimensions).getByText('3,50 / 4')).toBeTruthy();
    expect(within(dimensions).getByText('1 / 2 (50 %)')).toBeTruthy();
    expect(screen.getByText(HAS_LEVEL_UNVERIFIED, { exact: false })).toBeTruthy();
    // The figures are this questionnaire's: its share of the référentiel is said (ESSMS reviewer, issue 26 item 5).
    expect(
      screen.getByText(/Ce questionnaire couvre 4 des 157 critères du référentiel et 2 des 18 impératifs ;/),
    ).toBeTruthy();
    // « Niveau A à D : non affiché. », never a letter as the level.
    expect(screen.getByText('Niveau A à D : non affiché.')).toBeTruthy();
    expect(screen.queryByText(/niveau [ABCD](?! à D)/i)).toBeNull();

    const notMet = screen.getByRole('list', { name: 'Impératifs non atteints' });
    expect(
      within(notMet)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Critère 3.6.2 — Intitulé du critère 3.6.2 : coté 3,00, attendu 4']);
    const weakest = screen.getByRole('list', { name: 'Objectifs les plus faibles' });
    expect(
      within(weakest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Objectif 3.10 — Intitulé de l’objectif 3.10 : 2,00 / 4',
      'Objectif 3.6 — Intitulé de l’objectif 3.6 : 3,00 / 4',
    ]);

    // The breakdowns are folded (native <details>, keyboard-operable) and open on their summary.
    const byTheme = screen.getByText('Résultats par thématique');
    expect(byTheme.closest('details')!.open).toBe(false);
    fireEvent.click(byTheme);
    expect(byTheme.closest('details')!.open).toBe(true);
    const themes = screen.getByRole('list', { name: 'Résultats par thématique' });
    // Démarche qualité: (2 + 4) / 2 = 3; Politique RH: 4 (optimisé); santé: 3.
    expect(
      within(themes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Accompagnement à la santé3,00 / 4',
      'Démarche qualité et gestion des risques3,00 / 4',
      'Politique ressources humaines4,00 / 4',
    ]);
  });

  it('says when objective 3.10 is not in the form, and renders nothing for a form without HAS criteria', () => {
    const { container, rerender } = render(
      <HasResultPanel
        evaluation={{
          applicability,
          questions: [criterion('1.1.1', 'Bientraitance et éthique')],
          answers: [cotation('1.1.1', 4)],
        }}
      />,
    );
    expect(
      screen.getByText(/L’objectif 3\.10, que la HAS pondère à 10 %, n’est pas dans ce questionnaire/),
    ).toBeTruthy();
    expect(screen.getByText('Aucun impératif ici')).toBeTruthy();
    rerender(
      <HasResultPanel evaluation={{ applicability, questions: [makeQuestion('q1')], answers: [makeAnswer('q1')] }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
