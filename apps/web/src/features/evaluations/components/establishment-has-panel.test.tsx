import type { HasReading } from '@qc/shared/evaluations/has-reading';
import { HAS_SIMULATION_NOTICE } from '@qc/shared/scoring/has-labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstablishmentHasPanel } from './establishment-has-panel.tsx';

/** Review of ADR 043, item a: the establishment's HAS questionnaires read as one on its home. */

const reading = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../api/get-has-reading.ts', () => ({ useHasReading: () => reading.current }));

afterEach(cleanup);

function criterion(code: string, isCritical = false) {
  const [chapter, objective] = code.split('.');
  return {
    key: `essms-has-${code.replaceAll('.', '-')}`,
    label: `Intitulé ${code}`,
    helpText: `thématique « Bientraitance et éthique », objectif ${chapter}.${objective} : « Objectif ${chapter}.${objective} »`,
    isCritical,
  };
}
const answer = (code: string, value: number | null, notApplicable = false) => ({
  questionKey: `essms-has-${code.replaceAll('.', '-')}`,
  value,
  notApplicable,
});

function show(data: HasReading, canDownloadPack = true) {
  reading.current = { isPending: false, isError: false, data };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EstablishmentHasPanel establishmentId="e1" canDownloadPack={canDownloadPack} />
    </QueryClientProvider>,
  );
}

describe('EstablishmentHasPanel', () => {
  it('combines the questionnaires, flags an NC impératif as not met, lists what is combined and missing', () => {
    show({
      establishmentId: 'e1',
      parts: [
        {
          evaluationId: 'v1',
          formId: 'f1',
          formName: 'Chapitre 2',
          completedAt: '2026-10-02T08:00:00.000Z',
          questions: [criterion('2.2.2', true), criterion('2.1.1')],
          answers: [answer('2.2.2', 4), answer('2.1.1', 2)],
          excludedKeys: [],
        },
        {
          evaluationId: 'v2',
          formId: 'f2',
          formName: 'Établissements',
          completedAt: '2026-10-03T08:00:00.000Z',
          questions: [criterion('2.2.1', true)],
          answers: [answer('2.2.1', null, true)],
          excludedKeys: [],
        },
      ],
      missingForms: [{ formId: 'f3', name: 'Chapitre 1', inProgress: true }],
    });
    const panel = screen.getByRole('region', { name: 'Lecture HAS de l’établissement' });
    within(panel).getByText(HAS_SIMULATION_NOTICE);
    const dimensions = within(panel).getByLabelText('Les deux dimensions de l’échelle qualité');
    // Objectives 2.1 = 2 and 2.2 = 4 (2.2.1 NC has no cotation): 3,00; impératifs 1 met of 2 applicable.
    within(dimensions).getByText('3,00 / 4');
    within(dimensions).getByText('1 / 2 (50 %)');
    expect(
      within(within(panel).getByRole('list', { name: 'Questionnaires réunis' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chapitre 2 — terminé le 2 octobre 2026', 'Établissements — terminé le 3 octobre 2026']);
    within(panel).getByText('Chapitre 1 (en cours, pas encore terminé)');
    expect(within(panel).getByRole('list', { name: 'Impératifs non atteints de l’établissement' }).textContent).toMatch(
      /Critère 2\.2\.1 — Intitulé 2\.2\.1 : déclaré « non concerné », ce que la HAS n’admet pas/,
    );
    expect(within(panel).getByRole('link', { name: 'Télécharger le dossier de préparation (PDF)' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/v1/establishments/e1/has-preparation'),
    );
  });

  it('shows nothing for an establishment without any HAS questionnaire, and no pack without the permissions', () => {
    show({ establishmentId: 'e1', parts: [], missingForms: [] });
    expect(screen.queryByRole('region', { name: 'Lecture HAS de l’établissement' })).toBeNull();
    cleanup();
    show({ establishmentId: 'e1', parts: [], missingForms: [{ formId: 'f3', name: 'Chapitre 1', inProgress: false }] });
    screen.getByText('Aucun questionnaire HAS n’est encore terminé : il n’y a rien à réunir.');
    expect(screen.queryByRole('link', { name: /dossier de préparation/ })).toBeNull();
  });
});
