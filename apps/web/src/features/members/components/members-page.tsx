import { userHasPermission } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import {
  EstablishmentAdminHeader,
  EstablishmentUnavailable,
  getEstablishmentAdminTabs,
} from '@/components/layouts/establishment-admin-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishment } from '@/lib/get-establishment.ts';
import {
  MEMBERS_PAGE_SIZE,
  useEstablishmentMembers,
  type EstablishmentMembersSearch,
} from '../api/get-establishment-members.ts';
import { LinkMemberDialog } from './link-member-dialog.tsx';
import { MemberFormDialog } from './member-form-dialog.tsx';
import { MembersTable } from './members-table.tsx';

type MembersPageProps = { establishmentId: string; search: EstablishmentMembersSearch };

/** The establishment's team: link, create, edit, unlink (and delete), convert to a user, as the caller's permissions allow. */
export function MembersPage({ establishmentId, search }: MembersPageProps) {
  const navigate = useNavigate({ from: '/admins/establishments/$establishmentsId/members' });
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'member:manage');
  const canConvert = canManage && userHasPermission(user, 'user:manage');
  // SPEC §6: a DIRECTOR manages members but deletes none.
  const canDelete = canManage && userHasPermission(user, 'member:delete');
  const establishment = useEstablishment(establishmentId);
  const page = search.page ?? 1;
  const { data, isPending, isError, error, refetch, isFetching } = useEstablishmentMembers(establishmentId, page);
  const clientId = establishment.data?.clientId;
  const linkedIds = new Set(data?.items.map((link) => link.effectiveMemberId) ?? []);

  if (establishment.isError) {
    return <EstablishmentUnavailable error={establishment.error} onRetry={() => void establishment.refetch()} />;
  }

  return (
    <div className="grid gap-4">
      <EstablishmentAdminHeader
        establishmentId={establishmentId}
        establishment={establishment.data}
        current="members"
        tabs={getEstablishmentAdminTabs(user)}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Équipe de l’établissement</h2>
          <p className="text-sm text-muted-foreground">
            Les membres effectifs rattachés à cet établissement. Un membre peut recevoir un compte pour se connecter.
          </p>
        </div>
        {canManage && clientId ? (
          <div className="flex flex-wrap gap-2">
            <LinkMemberDialog establishmentId={establishmentId} clientId={clientId} linkedIds={linkedIds} />
            <MemberFormDialog
              establishmentId={establishmentId}
              clientId={clientId}
              trigger={
                <Button>
                  <UserPlus aria-hidden />
                  Nouveau membre
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
      {isFetching && !isPending ? <span className="text-xs text-muted-foreground">Mise à jour…</span> : null}
      {isPending ? (
        <div className="grid gap-2" role="status" aria-label="Chargement des membres">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Aucun membre rattaché"
          description={
            canManage
              ? 'Rattachez un membre existant du client ou créez-en un nouveau.'
              : 'Personne n’est encore rattaché à cet établissement.'
          }
        />
      ) : (
        <>
          <MembersTable
            establishmentId={establishmentId}
            links={data.items}
            canManage={canManage}
            canConvert={canConvert}
            canDelete={canDelete}
          />
          {data.total > MEMBERS_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageSize={MEMBERS_PAGE_SIZE}
              total={data.total}
              onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
