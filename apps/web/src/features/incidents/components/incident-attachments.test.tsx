import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const attach = vi.fn();
const remove = vi.fn();
const assign = vi.fn();
const saved = vi.fn();
vi.mock('../api/incident-mutations.ts', () => ({
  useAttachToIncident: () => ({ mutate: attach, isPending: false }),
  useRemoveIncidentAttachment: () => ({ mutate: remove, isPending: false }),
  useAssignIncident: () => ({ mutate: assign, isPending: false }),
}));
vi.mock('../use-incident-update.ts', () => ({ useIncidentSaved: () => saved }));
vi.mock('@/lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const { IncidentAttachments, formatSize } = await import('./incident-attachments.tsx');
const { IncidentAssignee } = await import('./incident-assignee.tsx');

afterEach(() => {
  cleanup();
  for (const mock of [attach, remove, assign, saved]) mock.mockReset();
});

/** Only what the two cards read of an event. */
function incident(overrides: Partial<IncidentDetail> = {}): IncidentDetail {
  return {
    id: 'i1',
    state: 'DECLARED',
    kind: 'CHILD_ACCIDENT',
    canManage: false,
    canAttach: true,
    attachments: [],
    assignee: null,
    assignable: [],
    ...overrides,
  } as IncidentDetail;
}

const photo = {
  id: 'd1',
  name: 'chute.png',
  mimeType: 'image/png',
  size: 150_000,
  uploadedByName: 'Camille Martin',
  createdAt: '2026-11-27T10:00:00.000Z',
  canRemove: true,
};

describe('IncidentAttachments (issue 29 item 1)', () => {
  it('lists each file with its download link and size; removes only what the server allows', () => {
    render(
      <IncidentAttachments
        incident={incident({ attachments: [photo, { ...photo, id: 'd2', name: 'certificat.pdf', canRemove: false }] })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Pièces jointes de l’événement' });
    const link = within(list).getByRole('link', { name: 'chute.png' });
    expect(link.getAttribute('href')).toBe('/api/v1/incidents/i1/attachments/d1');
    expect(list.textContent).toContain('146 Ko · Camille Martin');
    expect(screen.getAllByRole('button', { name: /Retirer la pièce jointe/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la pièce jointe chute.png' }));
    expect(remove.mock.calls[0]![0]).toEqual({ incidentId: 'i1', documentId: 'd1' });
  });

  it('sends a chosen file; an empty one is refused in French before any request', () => {
    render(<IncidentAttachments incident={incident()} />);
    expect(screen.getByText('Aucune pièce jointe.')).toBeTruthy();
    const input = screen.getByLabelText('Ajouter une photo ou un document (20 Mo au plus)');
    fireEvent.change(input, { target: { files: [new File([], 'vide.png')] } });
    expect(screen.getByRole('alert').textContent).toBe('Le fichier est vide');
    expect(attach).not.toHaveBeenCalled();
    const file = new File(['PNG'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(attach.mock.calls[0]![0]).toEqual({ incidentId: 'i1', file });
  });

  it('offers no upload when the server says the caller may not attach (a closed event, a colleague’s)', () => {
    render(<IncidentAttachments incident={incident({ canAttach: false })} />);
    expect(screen.queryByLabelText(/Ajouter une photo/)).toBeNull();
  });

  it('writes sizes the French way', () => {
    expect(formatSize(300)).toBe('1 Ko');
    expect(formatSize(1.45 * 1024 * 1024)).toBe('1,5 Mo');
  });
});

describe('IncidentAssignee (issue 29 item 4)', () => {
  const team = [
    { id: 'u1', name: 'Camille Martin', role: 'COLLABORATOR' as const },
    { id: 'u2', name: 'Dominique Roux', role: 'DIRECTOR' as const },
  ];

  it('lets the direction give the follow-up to a member, then take it back', () => {
    const { rerender } = render(<IncidentAssignee incident={incident({ canManage: true, assignable: team })} />);
    expect(screen.getByText('Suivi assuré par la direction (non confié)')).toBeTruthy();
    const select = screen.getByLabelText('Confier l’analyse à');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Personne (la direction)', 'Camille Martin (collaborateur)', 'Dominique Roux (direction)']);
    const button = screen.getByRole('button', { name: 'Confier' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'u1' } });
    fireEvent.click(button);
    expect(assign.mock.calls[0]![0]).toEqual({ id: 'i1', assigneeId: 'u1' });

    rerender(
      <IncidentAssignee
        incident={incident({ canManage: true, assignable: team, assignee: { id: 'u1', name: 'Camille Martin' } })}
      />,
    );
    fireEvent.change(screen.getByLabelText('Confier l’analyse à'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le suivi' }));
    expect(assign.mock.calls[1]![0]).toEqual({ id: 'i1', assigneeId: null });
  });

  it('shows the server’s French refusal under the field', () => {
    assign.mockImplementation((_input, options: { onError: (error: unknown) => void }) =>
      options.onError({
        message: 'Données invalides',
        data: { fieldErrors: { assigneeId: 'Choisissez une personne de l’établissement' } },
      }),
    );
    render(<IncidentAssignee incident={incident({ canManage: true, assignable: team })} />);
    fireEvent.change(screen.getByLabelText('Confier l’analyse à'), { target: { value: 'u2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confier' }));
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une personne de l’établissement');
  });

  it('tells the assignee who follows it, without a choice; shows nothing when nobody is assigned', () => {
    const { container, rerender } = render(<IncidentAssignee incident={incident()} />);
    expect(container.textContent).toBe('');
    rerender(<IncidentAssignee incident={incident({ assignee: { id: 'u1', name: 'Camille Martin' } })} />);
    expect(screen.getByText('Camille Martin')).toBeTruthy();
    expect(screen.queryByLabelText('Confier l’analyse à')).toBeNull();
  });
});
