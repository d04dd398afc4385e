import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScoreEvolutionPanel } from './score-evolution-panel.tsx';

const query = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../api/get-completed-evaluations.ts', () => ({ useCompletedEvaluations: () => query.current }));

const evaluation = (id: string, formName: string, completedAt: string, score: number | null) => ({
  id,
  formId: formName,
  formName,
  completedAt,
  result: { score },
});

beforeAll(() => {
  // jsdom has no layout: the chart measures a container of 600 px.
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      this.callback([{ contentRect: { width: 600 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

describe('ScoreEvolutionPanel', () => {
  it('says when nothing is completed yet', () => {
    query.current = { isPending: false, isError: false, data: { items: [], total: 0 } };
    render(<ScoreEvolutionPanel establishmentId="e" />);
    expect(screen.getByText('Aucune auto-évaluation terminée pour l’instant.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry', () => {
    const refetch = vi.fn();
    query.current = { isPending: false, isError: true, error: new Error('x'), refetch };
    render(<ScoreEvolutionPanel establishmentId="e" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('writes every score out, per form and oldest first, in Paris dates', () => {
    query.current = {
      isPending: false,
      isError: false,
      data: {
        items: [
          evaluation('b', 'Effectifs et taux d’encadrement', '2026-11-20T10:00:00.000Z', 90.91),
          evaluation('q', 'Qualité de l’accueil', '2026-11-20T11:00:00.000Z', null),
          evaluation('a', 'Effectifs et taux d’encadrement', '2026-07-31T22:30:00.000Z', 72.73),
        ],
        total: 3,
      },
    };
    render(<ScoreEvolutionPanel establishmentId="e" />);
    const legend = screen.getByRole('list', { name: 'Légende de l’évolution' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Effectifs et taux d’encadrement · 2 auto-évaluations, dernier score 90,9 / 100',
      'Qualité de l’accueil · 1 auto-évaluation, dernier score —',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      // 22:30 UTC on 31 July is 1 August in Paris.
      ['Effectifs et taux d’encadrement', '1 août 2026', '72,7 / 100'],
      ['Effectifs et taux d’encadrement', '20 novembre 2026', '90,9 / 100'],
      ['Qualité de l’accueil', '20 novembre 2026', '—'],
    ]);
    expect(document.querySelectorAll('polyline')).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Afficher le tableau des scores' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer le tableau des scores' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says when only the most recent ones are drawn', () => {
    query.current = {
      isPending: false,
      isError: false,
      data: { items: [evaluation('a', 'A', '2026-07-20T10:00:00.000Z', 50)], total: 250 },
    };
    render(<ScoreEvolutionPanel establishmentId="e" />);
    expect(screen.getByText(/Les 1 plus récentes sur 250 sont représentées\./)).toBeTruthy();
  });
});
