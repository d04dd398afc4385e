import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ConsentBanner } from '@/features/analytics/components/consent-banner.tsx';

export type RouterContext = { queryClient: QueryClient };

/** SPEC §2: the root route only shows a placeholder for child routes. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <ConsentBanner />
    </>
  ),
});
