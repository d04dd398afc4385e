import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotApplicableField } from '@/components/answers/not-applicable-field.tsx';
import { makeQuestion } from '@/test/questions.ts';
import { draftErrors } from './draft.ts';
import { useAnswerAutosave } from './use-answer-autosave.ts';

/** Issue 34 item 2: a « Non concerné » without justification is refused under its field, never shown as saved. */

const saveAnswer = vi.hoisted(() => vi.fn());
vi.mock('./api/evaluation-mutations.ts', () => ({
  sendAnswer: saveAnswer,
  storeAnswer: vi.fn(),
  getConflictingAnswer: () => undefined,
}));
vi.mock('./offline-drafts.ts', () => ({ keepDraft: vi.fn(async () => {}), forgetDraft: vi.fn(async () => {}) }));
vi.mock('@/lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  saveAnswer.mockReset();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const saved = (overrides: Partial<Answer>): Answer => ({
  id: 'a1',
  questionKey: 'q1',
  value: null,
  notApplicable: true,
  justification: 'Pas de cuisine sur place',
  comment: null,
  score: null,
  isConforming: null,
  evidence: [],
  answeredByName: 'Léa Dubois',
  answeredAt: new Date().toISOString(),
  version: 1,
  ...overrides,
});

describe('« Non concerné » without justification', () => {
  it('is not sent: the justification field says why, the answer is « Non enregistré »', async () => {
    const { result } = renderHook(() => useAnswerAutosave('e1', 'q1', undefined), { wrapper });
    act(() => result.current.change({ notApplicable: true, justification: '   ' }, 10_000));
    let done = true;
    await act(async () => {
      done = await result.current.flush();
    });
    expect(done).toBe(false);
    expect(saveAnswer).not.toHaveBeenCalled();
    expect(result.current.status).toBe('error');
    expect(result.current.fieldErrors.justification).toBe(EVALUATION_MESSAGES.justificationRequired);

    // Justified: sent, saved, the message gone.
    saveAnswer.mockResolvedValue(saved({}));
    act(() => result.current.change({ justification: 'Pas de cuisine sur place' }, 10_000));
    await act(async () => {
      done = await result.current.flush();
    });
    expect(done).toBe(true);
    expect(saveAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ notApplicable: true, justification: 'Pas de cuisine sur place', expectedVersion: 0 }),
    );
    expect(result.current.status).toBe('saved');
    expect(result.current.fieldErrors).toEqual({});
  });

  it('leaves an answer with a value, or a justified N/A, alone', () => {
    expect(draftErrors({ value: true, notApplicable: false, justification: '', comment: '' })).toBeNull();
    expect(draftErrors({ value: null, notApplicable: true, justification: 'Sans objet', comment: '' })).toBeNull();
  });

  it('shows the message under the justification, tied to it for screen readers', () => {
    render(
      <NotApplicableField
        question={makeQuestion('q1', { label: 'Question 1' })}
        id="q1"
        checked
        justification=""
        error={EVALUATION_MESSAGES.justificationRequired}
        onCheckedChange={() => undefined}
        onJustificationChange={() => undefined}
      />,
    );
    const field = screen.getByLabelText('Justification (obligatoire)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      EVALUATION_MESSAGES.justificationRequired,
    );
  });
});
