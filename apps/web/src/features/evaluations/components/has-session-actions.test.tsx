import { HAS_SESSION_MESSAGES, type HasSession } from '@qc/shared/has-sessions/schemas';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteSessionDialog, RenameSessionDialog } from './has-session-actions.tsx';

/** Issue 30 item 3 (ADR 048): naming a session (never a person) and deleting one, each through its dialog. */

const mutations = vi.hoisted(() => ({
  rename: vi.fn((_input: unknown, options: { onSuccess?: () => void }) => options.onSuccess?.()),
  remove: vi.fn((_input: unknown, options: { onSuccess: () => void }) => options.onSuccess()),
}));
vi.mock('../api/has-sessions.ts', () => ({
  useRenameHasSession: () => ({ mutate: mutations.rename, isPending: false }),
  useRemoveHasSession: () => ({ mutate: mutations.remove, isPending: false }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ notify: toasts }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const session = (answers: HasSession['answers'] = []): HasSession => ({
  id: 's1',
  method: 'ACCOMPAGNE_TRACEUR',
  number: 2,
  name: null,
  label: 'Accompagné traceur n° 2',
  answers,
  createdAt: '2026-11-29T08:00:00.000Z',
});

describe('RenameSessionDialog', () => {
  it('sends the trimmed name, and says in French under the field when it is too long', async () => {
    render(<RenameSessionDialog evaluationId="e1" session={session()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nommer la session' }));
    const field = await screen.findByLabelText('Nom de la session (facultatif)');
    expect(screen.getByText(/Jamais le nom d’une personne/)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText(HAS_SESSION_MESSAGES.nameTooLong)).toBeTruthy();
    expect(mutations.rename).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Parcours hébergement ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    await waitFor(() => expect(mutations.rename).toHaveBeenCalledTimes(1));
    expect(mutations.rename.mock.calls[0]![0]).toEqual({
      evaluationId: 'e1',
      sessionId: 's1',
      name: 'Parcours hébergement',
    });
    expect(toasts.success).toHaveBeenCalledWith('Session enregistrée.');
  });
});

describe('DeleteSessionDialog', () => {
  it('says the criteria are recombined and that one left without a session keeps its answer, then deletes', async () => {
    const rated = [
      { questionKey: 'essms-has-1-4-2', value: 3, notApplicable: false },
      { questionKey: 'essms-has-1-1-1', value: 4, notApplicable: false },
    ];
    render(<DeleteSessionDialog evaluationId="e1" session={session(rated)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la session' }));
    expect(await screen.findByText(/Supprimer la session Accompagné traceur n° 2/)).toBeTruthy();
    expect(screen.getByText(/Ses cotations \(2 critères\) seront effacées/)).toBeTruthy();
    expect(screen.getByText(/garde sa réponse actuelle dans l’auto-évaluation/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(mutations.remove).toHaveBeenCalledTimes(1));
    expect(mutations.remove.mock.calls[0]![0]).toEqual({ evaluationId: 'e1', sessionId: 's1' });
    expect(toasts.success).toHaveBeenCalledWith('Session supprimée.');
  });

  it('says nothing else changes for a session that rated nothing', async () => {
    render(<DeleteSessionDialog evaluationId="e1" session={session()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la session' }));
    expect(await screen.findByText('Cette session n’a coté aucun critère : rien d’autre ne change.')).toBeTruthy();
  });
});
