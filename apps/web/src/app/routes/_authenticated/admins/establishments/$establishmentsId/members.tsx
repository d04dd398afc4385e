import { createFileRoute } from '@tanstack/react-router';
import { prefetchWithEstablishment } from '@/lib/get-establishment.ts';
import { establishmentMembersList } from '@/features/members/api/get-establishment-members.ts';
import { EstablishmentMembersSearchSchema } from '@/features/members/api/establishment-members-search.ts';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { guardedList, pageOnly } from '@/lib/route-options.ts';

/**
 * SPEC §2: /admins/establishments/{establishmentsId}/members needs establishment:read; establishment preloaded
 * (a 404 outside the scope shows on the page, not as a crash).
 */
export const Route = createFileRoute('/_authenticated/admins/establishments/$establishmentsId/members')({
  ...guardedList('Membres de l’établissement', 'establishment:read', EstablishmentMembersSearchSchema, pageOnly),
  loader: prefetchWithEstablishment(establishmentMembersList.queryOptions),
  component: MembersRoute,
});

function MembersRoute() {
  return <MembersPage establishmentId={Route.useParams().establishmentsId} search={Route.useSearch()} />;
}
