import type { HasSessions } from '@qc/shared/has-sessions/schemas';
import { OPTIMIZED } from '@qc/shared/scoring/score';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion } from '@/test/questions.ts';
import { HasSessionsSummary } from './has-sessions-summary.tsx';

/** Issue 30 item 3 (ADR 048, addendum): a completed HAS evaluation's sessions by method, read only. */

const sessions = vi.hoisted(() => ({ current: null as unknown, evaluationIds: [] as string[] }));
vi.mock('../api/has-sessions.ts', () => ({
  useHasSessions: (evaluationId: string) => {
    sessions.evaluationIds.push(evaluationId);
    return sessions.current;
  },
}));

const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  cleanup();
  sessions.evaluationIds = [];
});

const hasQuestions = [makeQuestion('essms-has-1-4-2'), makeQuestion('essms-has-2-2-1')];
const criterion = (code: string, method: HasSessions['criteria'][number]['method'], isCritical = false) => ({
  questionKey: `essms-has-${code.replaceAll('.', '-')}`,
  code,
  label: `Intitulé ${code}`,
  isCritical,
  method,
});
const session = (
  method: HasSessions['sessions'][number]['method'],
  number: number,
  label: string,
  answers: HasSessions['sessions'][number]['answers'],
) => ({ id: `${method}-${number}`, method, number, name: null, label, answers, createdAt: '2026-11-20T08:00:00.000Z' });
const answer = (code: string, value: number | typeof OPTIMIZED | null, notApplicable = false) => ({
  questionKey: `essms-has-${code.replaceAll('.', '-')}`,
  value: value as 1,
  notApplicable,
});

const data: HasSessions = {
  evaluationId: 'ev1',
  plannedAccompagnesTraceurs: 3,
  plannedIsDefault: true,
  criteria: [
    criterion('1.4.2', 'ACCOMPAGNE_TRACEUR'),
    criterion('2.2.1', 'TRACEUR_CIBLE', true),
    criterion('3.3.1', 'AUDIT_SYSTEME'),
  ],
  sessions: [
    session('ACCOMPAGNE_TRACEUR', 1, 'Accompagné traceur n° 1', [answer('1.4.2', 4)]),
    session('ACCOMPAGNE_TRACEUR', 2, 'Accompagné traceur n° 2', [answer('1.4.2', null, true)]),
    session('TRACEUR_CIBLE', 1, 'Traceur ciblé n° 1', [answer('2.2.1', OPTIMIZED)]),
  ],
};

function show(state: unknown, questions = hasQuestions) {
  sessions.current = state;
  render(<HasSessionsSummary evaluation={{ id: 'ev1', questions }} />);
}

describe('HasSessionsSummary', () => {
  it('shows per method the sessions held (against those planned) and per session its criteria, read only', () => {
    show({ isPending: false, isError: false, data });
    expect(sessions.evaluationIds).toContain('ev1');
    const section = screen.getByRole('region', { name: 'Sessions par méthode' });
    const traceurs = within(section).getByRole('region', { name: 'Accompagné traceur' });
    expect(textOf(traceurs)).toContain('2 sessions tenues sur 3 prévues');
    const first = within(traceurs).getByRole('table', { name: 'Accompagné traceur n° 1' });
    expect(textOf(within(first).getByRole('rowheader'))).toContain('1.4.2 — Intitulé 1.4.2');
    expect(textOf(within(first).getByRole('cell'))).toContain('4 / 4');
    const second = within(traceurs).getByRole('table', { name: 'Accompagné traceur n° 2' });
    expect(textOf(within(second).getByRole('cell'))).toContain('Non concerné');

    const cible = within(section).getByRole('region', { name: 'Traceur ciblé' });
    expect(textOf(cible)).toContain('1 session tenue');
    expect(textOf(cible)).not.toContain('prévue');
    const row = within(within(cible).getByRole('table', { name: 'Traceur ciblé n° 1' })).getByRole('row', {
      name: /2\.2\.1/,
    });
    expect(textOf(row)).toContain('2.2.1 (impératif) — Intitulé 2.2.1');
    expect(textOf(row)).toContain('Optimisé (4)');
    expect(textOf(within(section).getByRole('region', { name: 'Audit système' }))).toContain('0 session tenue');

    // Nothing to edit on a completed evaluation.
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('spinbutton')).toBeNull();
    expect(within(section).queryByRole('radio')).toBeNull();
  });

  it('says the evaluation was run criterion by criterion when no session was held', () => {
    show({ isPending: false, isError: false, data: { ...data, sessions: [] } });
    expect(textOf(screen.getByRole('region', { name: 'Sessions par méthode' }))).toContain(
      'Aucune session par méthode : l’auto-évaluation a été menée critère par critère.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading state, then the error with a way to retry', () => {
    show({ isPending: true, isError: false });
    expect(screen.getByLabelText('Chargement des sessions par méthode')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    show({ isPending: false, isError: true, error: new TypeError('Failed to fetch'), refetch });
    expect(textOf(screen.getByRole('alert'))).toContain('Le serveur est injoignable. Vérifiez votre connexion.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows nothing and reads nothing for a form without HAS criteria', () => {
    const { container } = render(<HasSessionsSummary evaluation={{ id: 'ev2', questions: [makeQuestion('q1')] }} />);
    expect(container.innerHTML).toBe('');
    expect(sessions.evaluationIds).toEqual([]);
  });
});
