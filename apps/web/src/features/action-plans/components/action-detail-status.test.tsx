import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 34 item 8: the « Statut » select keeps the keyboard focus while a change saves. It used to be `disabled`
 * meanwhile, and a disabled control drops the focus to <body>; it is now `aria-busy`, and a second change made
 * before the first one is saved is not sent.
 */
const action = {
  id: 'a1',
  establishmentId: 'site-1',
  title: 'Afficher le protocole de mise en sûreté',
  description: null,
  formName: null,
  questionLabel: null,
  status: 'TODO',
  priority: 'HIGH',
  isOverdue: false,
  responsibleName: 'Claire Martin',
  responsibleUserId: 'u-director',
  dueDate: '2026-12-15',
  progress: 0,
  version: 3,
  evidence: [],
  comments: [],
} as unknown as ActionDetail;

let pending = false;
const mutateAsync = vi.fn(() => new Promise<{ version: number }>(() => undefined));
vi.mock('../api/get-action.ts', () => ({
  useAction: () => ({ data: action, isPending: false, isError: false, error: null }),
}));
vi.mock('../api/action-mutations.ts', () => {
  const idle = () => ({ mutateAsync: vi.fn(), isPending: false });
  return {
    useUpdateAction: () => ({ mutateAsync, isPending: pending }),
    useAddComment: idle,
    useDetachActionEvidence: idle,
    useUploadActionEvidence: idle,
  };
});
vi.mock('@/lib/use-current-user.ts', () => ({
  useCurrentUser: () => ({ id: 'u-director', role: 'DIRECTOR', permissions: ['action-plan:manage'] }),
}));
vi.mock('./action-form-dialog.tsx', () => ({ ActionFormDialog: () => null }));
vi.mock('./delete-action-dialog.tsx', () => ({ DeleteActionDialog: () => null }));

const { ActionDetailDialog } = await import('./action-detail-dialog.tsx');

afterEach(() => {
  cleanup();
  pending = false;
  mutateAsync.mockClear();
});

describe('the action\u2019s « Statut » while a change saves (issue 34)', () => {
  it('sends the change with the known version, and stays focusable and busy while it saves', () => {
    const { rerender } = render(<ActionDetailDialog actionId="a1" onClose={() => undefined} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Statut');
    select.focus();
    fireEvent.change(select, { target: { value: 'IN_PROGRESS' } });
    expect(mutateAsync).toHaveBeenCalledWith({ id: 'a1', expectedVersion: 3, status: 'IN_PROGRESS' });

    pending = true;
    rerender(<ActionDetailDialog actionId="a1" onClose={() => undefined} />);
    expect(select.disabled).toBe(false);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(select);

    // A second change before the first is saved is not sent; the select shows the saved status again.
    fireEvent.change(select, { target: { value: 'DONE' } });
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('TODO');
  });
});
