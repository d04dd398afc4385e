import { createRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/errors/route-error.tsx';
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
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: PageSpinner,
});

watchSessionExpiry(queryClient, () => void router.invalidate());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
