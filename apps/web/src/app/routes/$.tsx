import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '@/app/layouts/authenticated-layout.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { MAIN_ID, SkipLink } from '@/components/layouts/skip-link.tsx';
import { pageTitle } from '@/lib/page-title.ts';

/**
 * SPEC §8: an unknown URL shows 'Not Found'. Issue 19: a signed-in user sees it inside the app's
 * header, so she is never stranded; without a session the bare page is shown, with no sign-in
 * toast or redirect (an unknown address is not a protected one). The session check is loaded
 * on first use, like the authenticated guard (issue 13: /auth/login stays light).
 */
export const Route = createFileRoute('/$')({
  head: () => ({ meta: [{ title: pageTitle('Page introuvable') }] }),
  beforeLoad: async ({ location, preload }) => {
    const [{ sessionQueryOptions }, { queryClient }] = await Promise.all([
      import('@/lib/auth.ts'),
      import('@/lib/query-client.ts'),
    ]);
    const session = await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
    if (!session) return { signedIn: false };
    const { ensureAuthenticated } = await import('@/lib/session-guard.ts');
    await ensureAuthenticated({ href: location.href, preload });
    return { signedIn: true };
  },
  component: UnknownRoute,
});

function UnknownRoute() {
  const { signedIn } = Route.useRouteContext();
  if (!signedIn)
    return (
      <>
        <SkipLink />
        <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
          <NotFound />
        </main>
      </>
    );
  return (
    <AuthenticatedLayout>
      <NotFound />
    </AuthenticatedLayout>
  );
}
