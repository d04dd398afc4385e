import type { MyTasks as MyTasksData, Task } from '@qc/shared/tasks/schemas';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { MyTasks } from './my-tasks.tsx';

/** What the hook answers in each test: the query's state, set before rendering. */
let query: { isPending: boolean; isError: boolean; error?: Error; data?: MyTasksData; refetch: () => void };
vi.mock('../api/get-my-tasks.ts', () => ({ useMyTasks: () => query }));

afterEach(cleanup);

const site = {
  id: 'site-1',
  name: 'Les Lucioles',
  address: '1 rue',
  postalCode: '69001',
  city: 'Lyon',
  category: null,
  clientId: 'c1',
  clientName: 'Client',
  legalEntityId: 'l1',
  legalEntityName: 'Entité',
};
const blank = {
  campaignId: null,
  campaignName: null,
  formId: null,
  evaluationId: null,
  actionId: null,
  actionStatus: null,
  actionPriority: null,
  documentId: null,
  incidentId: null,
  formsLeft: null,
  questions: null,
  sentBack: null,
};
const task = (overrides: Partial<Task> & Pick<Task, 'kind' | 'key' | 'label'>): Task => ({
  ...blank,
  establishmentId: 'site-1',
  dueDate: null,
  isOverdue: false,
  ...overrides,
});
const data = (overrides: Partial<MyTasksData> = {}): MyTasksData => ({
  items: [],
  counts: {
    CAMPAIGN_EVALUATION: 0,
    EVALUATION_IN_PROGRESS: 0,
    ACTION: 0,
    DOCUMENT_EXPIRING: 0,
    AGREEMENT_EXPIRING: 0,
    OBLIGATION_LATE: 0,
    CAMPAIGN_SITE_LATE: 0,
    INCIDENT_DECLARATION: 0,
    INCIDENT_ANALYSIS_LATE: 0,
    INCIDENT_ASSIGNED: 0,
    ASSIGNED_QUESTIONS: 0,
    REVIEW: 0,
  },
  overdueActions: 0,
  limit: 20,
  actionDueSoonDays: 14,
  expiryWatchDays: 60,
  establishments: [site],
  firstSteps: [],
  ...overrides,
});

function renderTasks() {
  const rootRoute = createRootRoute();
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: MyTasks });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('« Mes tâches » (issue 27 item 1)', () => {
  it('says it is loading, then shows an error with a way to try again', async () => {
    query = { isPending: true, isError: false, refetch: vi.fn() };
    renderTasks();
    expect(await screen.findByLabelText('Chargement de vos tâches')).toBeTruthy();
    cleanup();
    const refetch = vi.fn();
    query = { isPending: false, isError: true, error: new Error('Service indisponible'), refetch };
    renderTasks();
    expect((await screen.findByRole('alert')).textContent).toContain('Impossible de charger vos tâches');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('lists the most urgent first, each a link to where it is done, with the counts of the whole', async () => {
    query = {
      isPending: false,
      isError: false,
      refetch: vi.fn(),
      data: data({
        items: [
          task({
            kind: 'ACTION',
            key: 'a1',
            label: 'Afficher le protocole',
            actionId: 'act-1',
            dueDate: '2026-11-20',
            isOverdue: true,
          }),
          task({
            kind: 'CAMPAIGN_EVALUATION',
            key: 'c1',
            label: 'Encadrement',
            campaignName: 'Campagne d’hiver',
            formId: 'form-1',
            dueDate: '2026-12-15',
          }),
        ],
        counts: { ...data().counts, ACTION: 4, CAMPAIGN_EVALUATION: 1 },
        overdueActions: 2,
      }),
    };
    renderTasks();
    const list = await screen.findByRole('list', { name: 'Mes tâches, la plus urgente d’abord' });
    const links = list.querySelectorAll('a');
    expect(links[0]!.textContent).toBe('Afficher le protocole (Les Lucioles)');
    expect(links[0]!.getAttribute('href')).toBe('/action-plan?mine=true&action=act-1');
    expect(links[1]!.textContent).toBe(
      'Commencer l’auto-évaluation « Encadrement » (campagne « Campagne d’hiver », Les Lucioles)',
    );
    expect(links[1]!.getAttribute('href')).toBe('/auto-evaluation/form/form-1');
    expect(screen.getByText(/4 actions \(dont 2 en retard\)/)).toBeTruthy();
    expect(screen.getByText('En retard')).toBeTruthy();
    expect(screen.getByText(/à faire avant le 15 décembre 2026 inclus/)).toBeTruthy();
    // Two lines of the four actions: the rest is said, with the way to all of them.
    expect(screen.getByText(/il en reste 3 \(action\)/)).toBeTruthy();
    // Opening a line selects its establishment first (the screen shows the selected one).
    fireEvent.click(links[0]!);
    expect(useEstablishmentStore.getState().selectedEstablishment?.id).toBe('site-1');
  });

  it('puts an event to declare to the authorities first, one click from the event (issue 29)', async () => {
    query = {
      isPending: false,
      isError: false,
      refetch: vi.fn(),
      data: data({
        items: [
          task({
            kind: 'INCIDENT_DECLARATION',
            key: 'i1',
            label: 'Accident d’un enfant',
            incidentId: 'inc-1',
            dueDate: '2026-11-28',
            isOverdue: false,
          }),
        ],
        counts: { ...data().counts, INCIDENT_DECLARATION: 1 },
      }),
    };
    renderTasks();
    const list = await screen.findByRole('list', { name: 'Mes tâches, la plus urgente d’abord' });
    const link = list.querySelector('a')!;
    expect(link.textContent).toBe('Déclarer aux autorités l’événement « Accident d’un enfant » (Les Lucioles)');
    expect(link.getAttribute('href')).toBe('/incidents/inc-1');
    expect(screen.getByText(/1 déclaration d’événement à envoyer aux autorités/)).toBeTruthy();
  });

  it('says there is nothing to do today, and what comes next', async () => {
    query = { isPending: false, isError: false, refetch: vi.fn(), data: data() };
    renderTasks();
    expect(await screen.findByText('Rien à faire aujourd’hui')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes mes actions' }).getAttribute('href')).toBe(
      '/action-plan?mine=true',
    );
  });

  it('guides a new director to her first evaluation and to her establishment’s profile', async () => {
    query = {
      isPending: false,
      isError: false,
      refetch: vi.fn(),
      data: data({ firstSteps: [{ establishmentId: 'site-1', canEditProfile: true }] }),
    };
    renderTasks();
    expect(
      (await screen.findByRole('link', { name: 'Commencer ma première auto-évaluation (Les Lucioles)' })).getAttribute(
        'href',
      ),
    ).toBe('/auto-evaluation/categories');
    expect(
      screen.getByRole('link', { name: 'Compléter le profil de l’établissement (Les Lucioles)' }).getAttribute('href'),
    ).toBe('/admins/establishments/site-1/edit');
    expect(screen.queryByText('Rien à faire aujourd’hui')).toBeNull();
  });
});
