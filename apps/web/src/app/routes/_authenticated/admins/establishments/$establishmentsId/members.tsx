import { createFileRoute } from '@tanstack/react-router';
import { getEstablishmentQueryOptions } from '@/lib/get-establishment.ts';
import { getEstablishmentMembersQueryOptions } from '@/features/members/api/get-establishment-members.ts';
import { EstablishmentMembersSearchSchema } from '@/features/members/api/establishment-members-search.ts';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/**
 * SPEC §2: /admins/establishments/{establishmentsId}/members needs establishment:read; establishment preloaded
 * (a 404 outside the scope shows on the page, not as a crash).
 */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/members')({
  ...guardedPage('Membres de l’établissement', 'establishment:read'),
  validateSearch: EstablishmentMembersSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(getEstablishmentQueryOptions(params.establishmentsId)),
      context.queryClient.prefetchQuery(getEstablishmentMembersQueryOptions(params.establishmentsId, deps.page)),
    ]);
  },
  component: MembersRoute,
});

function MembersRoute() {
  return <MembersPage establishmentId={Route.useParams().establishmentsId} search={Route.useSearch()} />;
}
