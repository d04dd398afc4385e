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
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle } from '@/lib/page-title.ts';
import { NotFound } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

afterEach(cleanup);

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
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, broken]),
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
