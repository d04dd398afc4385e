import { createFileRoute } from '@tanstack/react-router';
import { getEstablishmentsQueryOptions } from '@/features/admin-establishments/api/get-establishments.ts';
import { EstablishmentsSearchSchema } from '@/features/admin-establishments/api/establishments-search.ts';
import { EstablishmentsPage } from '@/features/admin-establishments/components/establishments-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2: /admins/establishments/ needs establishment:read; search parameters clientId, legalEntityId, search; first page preloaded. */
export const Route = createFileRoute('/_authenticated/admins/establishments/')({
  head: () => ({ meta: [{ title: pageTitle('Établissements') }] }),
  validateSearch: EstablishmentsSearchSchema,
  beforeLoad: requirePermission('establishment:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getEstablishmentsQueryOptions(deps)),
  component: EstablishmentsRoute,
});

function EstablishmentsRoute() {
  return <EstablishmentsPage search={Route.useSearch()} />;
}
