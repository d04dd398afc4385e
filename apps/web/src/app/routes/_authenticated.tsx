import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '@/app/layouts/authenticated-layout.tsx';
import { ensureAuthenticated } from '@/lib/session-guard.ts';

/** SPEC §2: every authenticated route first requires a session (SPEC §6 guard toast). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location, preload }) => ensureAuthenticated({ href: location.href, preload }),
  component: AuthenticatedLayout,
});
