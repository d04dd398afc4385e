import { userHasPermission } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
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
import { AGREEMENTS_PAGE_SIZE, useAgreements, type AgreementsSearch } from '../api/get-agreements.ts';
import { useEstablishment } from '@/lib/get-establishment.ts';
import { AgreementFormDialog } from './agreement-form-dialog.tsx';
import { AgreementsTable } from './agreements-table.tsx';

type AgreementsPageProps = { establishmentId: string; search: AgreementsSearch };

/** The establishment's agreements: list, create, status ACTIVE/INACTIVE, edit, delete. */
export function AgreementsPage({ establishmentId, search }: AgreementsPageProps) {
  const navigate = useNavigate({ from: '/admins/establishments/$establishmentsId/agreement' });
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'agreement:manage');
  const canDelete = userHasPermission(user, 'agreement:delete');
  const establishment = useEstablishment(establishmentId);
  const page = search.page ?? 1;
  const { data, isPending, isError, error, refetch, isFetching } = useAgreements(establishmentId, page);

  if (establishment.isError) {
    return <EstablishmentUnavailable error={establishment.error} onRetry={() => void establishment.refetch()} />;
  }

  const createButton = canManage ? (
    <AgreementFormDialog
      establishmentId={establishmentId}
      trigger={
        <Button>
          <Plus aria-hidden />
          Nouvel agrément
        </Button>
      }
    />
  ) : null;

  return (
    <div className="grid gap-4">
      <EstablishmentAdminHeader
        establishmentId={establishmentId}
        establishment={establishment.data}
        current="agreement"
        tabs={getEstablishmentAdminTabs(user)}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Agréments</h2>
          <p className="text-sm text-muted-foreground">
            Les demandes et autorisations de fonctionnement de l’établissement, de la plus récente à la plus ancienne.
          </p>
        </div>
        {createButton}
      </div>
      {isFetching && !isPending ? <span className="text-xs text-muted-foreground">Mise à jour…</span> : null}
      {isPending ? (
        <div className="grid gap-2" role="status" aria-label="Chargement des agréments">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          title="Aucun agrément enregistré"
          description={canManage ? 'Enregistrez la demande d’agrément de l’établissement.' : undefined}
        />
      ) : (
        <>
          <AgreementsTable
            establishmentId={establishmentId}
            agreements={data.items}
            canManage={canManage}
            canDelete={canDelete}
          />
          {data.total > AGREEMENTS_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageSize={AGREEMENTS_PAGE_SIZE}
              total={data.total}
              onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
