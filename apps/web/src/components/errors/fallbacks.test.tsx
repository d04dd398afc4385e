import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitle } from '@/lib/page-title.ts';
import { NotFound } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Whether the fake server answers (issue 34 item 4): its pages' loaders and /healthz both follow it. */
let serverUp = true;

/** A router built like the app's (SPEC §8 fallbacks, titles through head() and <HeadContent />). */
function renderAt(url: string) {
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ title: 'Qualité & Conformité' }] }),
    component: () => (
      <>
        <HeadContent />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    head: () => ({ meta: [{ title: pageTitle('Accueil') }] }),
    component: () => <h1>Bonjour</h1>,
  });
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/panne',
    loader: () => {
      throw new Error('Panne');
    },
    component: () => null,
  });
  const unreachable = createRoute({
    getParentRoute: () => rootRoute,
    path: '/injoignable',
    loader: () => {
      // What fetch throws when nothing answers on the server's port.
      if (!serverUp) throw new TypeError('Failed to fetch');
      return null;
    },
    component: () => <h1>Revenu</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, broken, unreachable]),
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router fallbacks (SPEC §8, issue 19)', () => {
  it('an unknown route keeps « Not Found », explains itself in French and leads home', async () => {
    const router = renderAt('/nulle-part');
    await screen.findByRole('heading', { name: 'Not Found' });
    screen.getByText('La page demandée n’existe pas ou a été déplacée.');
    fireEvent.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));
    await screen.findByRole('heading', { name: 'Bonjour' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Accueil — Qualité & Conformité'));
  });

  it('a route error keeps « Something went wrong! » and offers a retry and the way home', async () => {
    renderAt('/panne');
    await screen.findByRole('heading', { name: 'Something went wrong!' });
    screen.getByText('Une erreur est survenue lors du chargement de cette page.');
    screen.getByRole('button', { name: 'Réessayer' });
    fireEvent.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));
    await screen.findByRole('heading', { name: 'Bonjour' });
  });
});

describe('server out of reach (issue 34 item 4)', () => {
  it('keeps « Something went wrong! », says in French the server cannot be reached, and comes back by itself', async () => {
    serverUp = false;
    const healthz = vi.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response('{"status":"ok"}', { status: 200 });
    });
    vi.stubGlobal('fetch', healthz);
    renderAt('/injoignable');
    await screen.findByRole('heading', { name: 'Something went wrong!' });
    screen.getByText(
      'Le serveur est injoignable. Vos réponses saisies sont conservées sur cet appareil ; la page se rechargera dès que le serveur répondra.',
    );
    screen.getByRole('link', { name: 'Retour à l’accueil' });
    expect(screen.queryByText('Une erreur est survenue lors du chargement de cette page.')).toBeNull();
    // Still down at the first check (2 s): the page waits, then the server answers and the page returns.
    await waitFor(() => expect(healthz).toHaveBeenCalledWith('/healthz', { cache: 'no-store' }), { timeout: 4000 });
    expect(screen.queryByRole('heading', { name: 'Revenu' })).toBeNull();
    serverUp = true;
    await screen.findByRole('heading', { name: 'Revenu' }, { timeout: 8000 });
  }, 15_000);
});

describe('page titles (issue 19)', () => {
  const routesDir = path.resolve(import.meta.dirname, '../../app/routes');
  const pages = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    // Layout routes render no page of their own: the page under them names the tab.
    .filter((file) => !['__root.tsx', '_authenticated.tsx', '_public.tsx'].includes(file));

  it('every page route names itself « <Page> — Qualité & Conformité »', () => {
    expect(pages.length).toBeGreaterThan(30);
    const titles = pages.map((file) => {
      const source = readFileSync(path.join(routesDir, file), 'utf8');
      // Its own head(), or guardedPage/guardedList's (lib/route-options.ts). A route whose page has two
      // faces names both (« Mes actions » or « Plan d’action »): the first counts.
      const title =
        /(?:head: (?:\(\)|\(\{ match \}\)) => \(\{ meta: \[\{ title: pageTitle\(|\.\.\.guarded(?:Page|List)\()(?:[^?']+\? )?'([^']+)'/.exec(
          source,
        )?.[1];
      expect(title, `${file} has no head() title`).toBeDefined();
      return title;
    });
    expect(new Set(titles).size).toBe(titles.length);
  });
});
