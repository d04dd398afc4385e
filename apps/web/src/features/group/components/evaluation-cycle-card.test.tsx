import type { GroupCycle } from '@qc/shared/group/cycle-schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const cycle: GroupCycle = {
  items: [
    {
      establishment: { id: 'e1', name: 'Crèche A1', city: 'Paris', legalEntityName: 'Entité A' },
      lastEvaluatedOn: '2026-10-19',
      nextDueOn: '2031-10-19',
      project: { state: 'VALIDATED', number: 2, validatedAt: '2026-11-02T10:00:00.000Z' },
      surveysOpen: 2,
    },
    {
      establishment: { id: 'e2', name: 'Crèche A2', city: 'Lyon', legalEntityName: 'Entité A' },
      lastEvaluatedOn: '2020-03-01',
      nextDueOn: '2025-03-01',
      project: { state: 'DRAFT', number: null, validatedAt: null },
      surveysOpen: 0,
    },
    {
      establishment: { id: 'e3', name: 'Crèche A3', city: 'Lyon', legalEntityName: 'Entité A' },
      lastEvaluatedOn: null,
      nextDueOn: null,
      project: { state: 'NONE', number: null, validatedAt: null },
      surveysOpen: 0,
    },
  ],
  total: 3,
  today: '2026-11-28',
  qualityForms: [{ id: 'f1', name: 'Qualité : la relation avec l’enfant' }],
};
let roles = ['CLIENT_MASTER'];
const inputs: unknown[] = [];
vi.mock('../api/get-group-view.ts', () => ({
  useEvaluationCycle: (input: unknown) => {
    inputs.push(input);
    return { isPending: false, isError: false, isFetching: false, data: cycle, refetch: vi.fn() };
  },
}));
vi.mock('@/lib/use-current-user.ts', () => ({ useCurrentUser: () => ({ id: 'u1', roles }) }));

const { EvaluationCycleCard } = await import('./evaluation-cycle-card.tsx');

afterEach(() => {
  cleanup();
  roles = ['CLIENT_MASTER'];
  inputs.length = 0;
});

describe('EvaluationCycleCard (issue 28 item 5)', () => {
  it('says per site its last evaluation, its next due (late, or « À planifier »), its projet and its surveys', () => {
    render(<EvaluationCycleCard filters={{ city: 'Lyon' }} launch={() => null} />);
    const rows = within(screen.getByRole('table', { name: 'Cycle d’évaluation de la qualité par établissement' }))
      .getAllByTestId('cycle-row')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('19 octobre 2031');
    expect(rows[0]).toContain('Version 2 validée le 2 novembre 2026');
    expect(rows[1]).toContain('1 mars 2025 (dépassée)');
    expect(rows[1]).toContain('Brouillon, non validé');
    expect(rows[2]).toContain('Jamais');
    expect(rows[2]).toContain('À planifier');
    expect(rows[2]).toContain('Aucun');
    // The group view's filters reach the server, with the page.
    expect(inputs.at(-1)).toMatchObject({ city: 'Lyon', sort: 'name', page: 1, pageSize: 25 });
  });

  it('hands the chosen sites and the quality forms to the campaign dialog', () => {
    const launch = vi.fn(({ label, disabled }: { label: string; disabled: boolean }) => (
      <button type="button" disabled={disabled}>
        {label}
      </button>
    ));
    render(<EvaluationCycleCard filters={{}} launch={launch} />);
    expect((screen.getByRole('button', { name: 'Lancer l’évaluation qualité' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choisir Crèche A3' }));
    expect(
      (screen.getByRole('button', { name: 'Lancer l’évaluation qualité (1 site)' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(launch).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'Évaluation quinquennale de la qualité 2026',
        formIds: ['f1'],
        establishmentIds: ['e3'],
      }),
    );
  });

  it('is not offered without the projet d’évaluation’s reading (the platform’s ADMIN), nor the launch to a collaborator', () => {
    roles = ['ADMIN'];
    const { container } = render(<EvaluationCycleCard filters={{}} launch={() => null} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    roles = ['COLLABORATOR'];
    render(<EvaluationCycleCard filters={{}} launch={() => <button type="button">Lancer</button>} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lancer' })).toBeNull();
  });
});
