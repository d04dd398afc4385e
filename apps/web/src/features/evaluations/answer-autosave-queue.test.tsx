import type { Answer } from '@qc/shared/evaluations/schemas';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerAutosave } from './use-answer-autosave.ts';

/**
 * Issue 31 item 4: the saves of one question are queued, retried and resumed by TanStack Query (scope, retry,
 * onlineManager), and each request still sends the newest draft on the newest version.
 */
const sendAnswer = vi.hoisted(() => vi.fn());
vi.mock('./api/evaluation-mutations.ts', () => ({
  sendAnswer,
  storeAnswer: vi.fn(),
  getConflictingAnswer: () => undefined,
}));
vi.mock('./offline-drafts.ts', () => ({ keepDraft: vi.fn(async () => {}), forgetDraft: vi.fn(async () => {}) }));
vi.mock('@/lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const saved = (version: number, value: boolean): Answer => ({
  id: 'a1',
  questionKey: 'q1',
  value,
  notApplicable: false,
  justification: null,
  comment: null,
  score: null,
  isConforming: null,
  evidence: [],
  answeredByName: 'Léa Dubois',
  answeredAt: new Date().toISOString(),
  version,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const NEVER = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sendAnswer.mockReset();
  onlineManager.setOnline(true);
});

describe('one question’s saves', () => {
  it('never overlap: a change during a save leaves after it, on the version it returned', async () => {
    let acknowledge = (_answer: Answer) => {};
    sendAnswer.mockImplementationOnce(() => new Promise((resolve) => (acknowledge = resolve)));
    sendAnswer.mockImplementationOnce(async () => saved(2, false));
    const { result } = renderHook(() => useAnswerAutosave('e1', 'q1', undefined), { wrapper });

    act(() => result.current.change({ value: true }, NEVER));
    await act(async () => void result.current.flush());
    expect(sendAnswer).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('saving');

    act(() => result.current.change({ value: false }, NEVER));
    let done: Promise<boolean> = Promise.resolve(false);
    await act(async () => void (done = result.current.flush()));
    expect(sendAnswer).toHaveBeenCalledTimes(1);

    await act(async () => acknowledge(saved(1, true)));
    expect(await done).toBe(true);
    expect(sendAnswer).toHaveBeenCalledTimes(2);
    expect(sendAnswer.mock.calls[1]![0]).toMatchObject({ value: false, expectedVersion: 1 });
    expect(result.current.status).toBe('saved');
  });

  it('out of reach: « Terminer » hears it is not saved, and the retry sends what was typed meanwhile', async () => {
    sendAnswer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendAnswer.mockImplementationOnce(async () => saved(1, false));
    const { result } = renderHook(() => useAnswerAutosave('e1', 'q1', undefined), { wrapper });

    act(() => result.current.change({ value: true }, NEVER));
    let done = true;
    await act(async () => void (done = await result.current.flush()));
    expect(done).toBe(false);
    expect(result.current.status).toBe('offline');

    act(() => result.current.change({ value: false }, NEVER));
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(sendAnswer).toHaveBeenCalledTimes(2);
    expect(sendAnswer.mock.calls[1]![0]).toMatchObject({ value: false, expectedVersion: 0 });
    expect(result.current.status).toBe('saved');
  });

  it('offline: the retry waits for the browser to be back online, then leaves at once', async () => {
    onlineManager.setOnline(false);
    sendAnswer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendAnswer.mockImplementationOnce(async () => saved(1, true));
    const { result } = renderHook(() => useAnswerAutosave('e1', 'q1', undefined), { wrapper });

    act(() => result.current.change({ value: true }, NEVER));
    await act(async () => void (await result.current.flush()));
    expect(result.current.status).toBe('offline');
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(sendAnswer).toHaveBeenCalledTimes(1);

    await act(async () => onlineManager.setOnline(true));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(sendAnswer).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });

  it('shows a colleague’s newer answer that a refetch brings, when nothing of ours waits', () => {
    const { result, rerender } = renderHook(({ answer }) => useAnswerAutosave('e1', 'q1', answer), {
      wrapper,
      initialProps: { answer: saved(1, true) as Answer | undefined },
    });
    expect(result.current.draft.value).toBe(true);
    rerender({ answer: saved(2, false) });
    expect(result.current.draft.value).toBe(false);
  });
});
