import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const create = vi.fn();
vi.mock('../api/action-mutations.ts', () => ({
  useCreateAction: () => ({ mutate: create, isPending: false }),
  useUpdateAction: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../api/get-team.ts', () => ({
  useTeam: () => ({
    isError: false,
    data: { items: [{ effectiveMemberId: 'm1', effectiveMember: { firstName: 'Claire', lastName: 'Martin' } }] },
  }),
}));

const { ActionFormDialog } = await import('./action-form-dialog.tsx');

afterEach(cleanup);

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ActionFormDialog', () => {
  it('offers the team, the priorities, and says under each field what the shared schema refuses', () => {
    render(
      <ActionFormDialog
        establishmentId="e1"
        seed={{ title: 'Afficher le protocole' }}
        trigger={<button>Nouvelle</button>}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle' }));
    expect((screen.getByLabelText('Intitulé') as HTMLInputElement).value).toBe('Afficher le protocole');
    expect(optionNames(screen.getByLabelText('Responsable'))).toEqual(['Choisir un responsable', 'Claire Martin']);
    expect(optionNames(screen.getByLabelText('Priorité'))).toEqual(['Basse', 'Moyenne', 'Haute', 'Critique']);
    expect((screen.getByLabelText('Priorité') as HTMLSelectElement).value).toBe('MEDIUM');
    expect(screen.queryByLabelText('Statut')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Créer l’action' }));
    expect(create).not.toHaveBeenCalled();
    const responsible = screen.getByLabelText('Responsable');
    expect(responsible.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(responsible.getAttribute('aria-describedby')!)?.getAttribute('role')).toBe('alert');

    fireEvent.change(responsible, { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText('Échéance'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer l’action' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Afficher le protocole',
        responsibleId: 'm1',
        dueDate: '2026-12-31',
        priority: 'MEDIUM',
        establishmentId: 'e1',
      }),
      expect.anything(),
    );
  });
});
