import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/users/components/users-page.tsx';
import { getUsersQueryOptions } from '@/features/users/api/get-users.ts';
import { UsersSearchSchema } from '@/features/users/api/users-search.ts';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2: /users/ needs user:read; search parameters clientId, establishmentId, search; users preloaded. */
export const Route = createFileRoute('/_authenticated/users/')({
  head: () => ({ meta: [{ title: pageTitle('Utilisateurs') }] }),
  validateSearch: UsersSearchSchema,
  beforeLoad: requirePermission('user:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getUsersQueryOptions(deps)),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersPage search={Route.useSearch()} />;
}
