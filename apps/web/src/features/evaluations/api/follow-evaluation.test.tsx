import type { LiveEvent } from '@qc/shared/live/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orpc } from '@/lib/api-client.ts';
import { describeLiveChange, useFollowEvaluation } from './follow-evaluation.ts';

/** Issue 30 item 3 (ADR 048): a change to the HAS sessions reaches the others on the evaluation without a reload. */

const live = vi.hoisted(() => ({ onEvent: null as null | ((event: LiveEvent) => void) }));
vi.mock('@/lib/live.ts', () => ({
  useLiveEvents: (options: { onEvent: (event: LiveEvent) => void }) => {
    live.onEvent = options.onEvent;
  },
}));
vi.mock('@/lib/use-current-user.ts', () => ({ useCurrentUser: () => ({ id: 'me' }) }));

afterEach(cleanup);

const event = (type: LiveEvent['type'], subject: string | null = null): LiveEvent => ({
  type,
  subject,
  byUserId: 'colleague',
  byName: 'Camille Martin',
  at: '2026-11-29T08:00:00.000Z',
});

describe('useFollowEvaluation', () => {
  it.each([
    ['session', null],
    ['answer', 'essms-has-1-4-2'],
  ] as const)('refetches the evaluation and its HAS sessions on a %s event', (type, subject) => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useFollowEvaluation('e1'), { wrapper });
    act(() => live.onEvent!(event(type, subject)));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(orpc.evaluations.get.key()));
    expect(keys).toContain(JSON.stringify(orpc.hasSessions.key()));
  });

  it('announces a change to the sessions in French', () => {
    expect(describeLiveChange(event('session'), '09:00')).toBe(
      'Camille Martin a modifié les sessions par méthode à 09:00.',
    );
  });
});
