import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
const navigate = vi.fn();
vi.mock('../api/copy-form.ts', () => ({ useCopyForm: () => ({ mutate, isPending: false }) }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const { CopyFormButton } = await import('./copy-form-button.tsx');

afterEach(() => {
  cleanup();
  mutate.mockReset();
  navigate.mockReset();
});

describe('CopyFormButton', () => {
  it('asks first, says the copy is an inactive draft, and copies nothing when cancelled (issue 19 item 8)', () => {
    render(<CopyFormButton formId="f1" formName="Charte nationale" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier dans mon client' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Copier « Charte nationale » dans votre client ?' });
    expect(dialog.textContent).toContain('« Charte nationale (copie) »');
    expect(dialog.textContent).toContain('inactive');
    expect(dialog.textContent).toContain('vos établissements ne la verront pas');
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Copier dans mon client' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer la copie inactive' }));
    expect(mutate).toHaveBeenCalledOnce();
    expect(mutate.mock.calls[0]![0]).toEqual({ id: 'f1' });
  });
});
