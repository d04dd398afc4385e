import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverviewItem } from '../labels.ts';
import type { StoredDraft } from '../offline-drafts.ts';

/** The drafts this browser kept, per evaluation: IndexedDB is not in the test's DOM. */
let kept: Record<string, StoredDraft[]> = {};
vi.mock('../offline-drafts.ts', () => ({ listDrafts: (id: string) => Promise.resolve(kept[id] ?? []) }));

const { FormOverviewList } = await import('./form-overview-list.tsx');

afterEach(() => {
  cleanup();
  kept = {};
});

const item = (answered: number): OverviewItem =>
  ({
    form: { id: 'f1', name: 'Projet d’établissement', questionCount: 22 },
    categoryPosition: 1,
    inProgress: { id: 'ev1', answered, total: 22, startedAt: '2026-11-20T09:00:00.000Z' },
    lastCompleted: null,
  }) as unknown as OverviewItem;

const draft = (questionKey: string, baseVersion: number, value: StoredDraft['draft']['value']): StoredDraft => ({
  evaluationId: 'ev1',
  questionKey,
  baseVersion,
  typedAt: '2026-11-27T10:00:00.000Z',
  draft: { value, notApplicable: false, justification: '', comment: '' },
});

function renderList(items: OverviewItem[]) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <FormOverviewList establishmentId="site-1" items={items} canAnswer label="Formulaires" />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('the overview counts the answers waiting in this browser (issue 34 item 3)', () => {
  it('shows 20 / 22 from the server, and 21 / 22 once a first answer typed offline waits to be sent', async () => {
    renderList([item(20)]);
    expect(await screen.findByText('91 % · 20 / 22 questions')).toBeTruthy();
    cleanup();

    // q21 is a first answer (version 0); q3 changes an answer the server already counts; q22 is an empty draft.
    kept = { ev1: [draft('q21', 0, true), draft('q3', 2, false), draft('q22', 0, null)] };
    renderList([item(20)]);
    expect(await screen.findByText('95 % · 21 / 22 questions (dont 1 en attente d’envoi)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progression de « Projet d’établissement »' })).toBeTruthy();
  });

  it('never counts past the total', async () => {
    kept = { ev1: [draft('q1', 0, true), draft('q2', 0, 'Oui')] };
    renderList([item(21)]);
    expect(await screen.findByText('100 % · 22 / 22 questions (dont 2 en attente d’envoi)')).toBeTruthy();
  });
});
