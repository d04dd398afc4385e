import { createFileRoute } from '@tanstack/react-router';
import { getClientsQueryOptions } from '@/features/clients/api/get-clients.ts';
import { ClientsSearchSchema } from '@/features/clients/api/clients-search.ts';
import { ClientsPage } from '@/features/clients/components/clients-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2: /admins/clients/ needs client:read; clients preloaded (the first page). */
export const Route = createFileRoute('/_authenticated/admins/clients/')({
  head: () => ({ meta: [{ title: pageTitle('Clients') }] }),
  validateSearch: ClientsSearchSchema,
  beforeLoad: requirePermission('client:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getClientsQueryOptions(deps)),
  component: ClientsRoute,
});

function ClientsRoute() {
  return <ClientsPage search={Route.useSearch()} />;
}
