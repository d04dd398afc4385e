import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found.tsx';
import { PageSpinner } from '@/components/layouts/page-spinner.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { watchSessionExpiry } from '@/lib/session-expiry.ts';
import { routeTree } from './route-tree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // SPEC §2 writes both /users/ and /auth/login: keep whichever form the URL has.
  trailingSlash: 'preserve',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Its own chunk, kept off /auth/login's budget; the signed-in layout fetches it ahead (issue 34).
  defaultErrorComponent: lazyRouteComponent(() => import('@/components/errors/route-error.tsx'), 'RouteError'),
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: PageSpinner,
});

watchSessionExpiry(queryClient, () => void router.invalidate());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
