import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { ConsentBanner } from '@/features/analytics/components/consent-banner.tsx';
import { APP_NAME } from '@/lib/page-title.ts';

export type RouterContext = { queryClient: QueryClient };

/**
 * SPEC §2: the root route only shows a placeholder for child routes. Issue 19: each route's
 * `head()` names the tab; `<HeadContent />` renders the deepest title (React hoists it into
 * <head>), the product's name alone when no route gives one.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: APP_NAME }] }),
  component: () => (
    <>
      <HeadContent />
      <Outlet />
      <ConsentBanner />
    </>
  ),
});
