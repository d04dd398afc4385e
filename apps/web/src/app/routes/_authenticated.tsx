import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '@/app/layouts/authenticated-layout.tsx';

/**
 * SPEC §2: every authenticated route first requires a session (SPEC §6 guard toast).
 * The guard is loaded on first use: it brings the API client and the whole contract,
 * which /auth/login does not need (issue 13: the login page's JavaScript stays small).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location, preload }) => {
    const { ensureAuthenticated } = await import('@/lib/session-guard.ts');
    return ensureAuthenticated({ href: location.href, preload });
  },
  component: AuthenticatedLayout,
});
