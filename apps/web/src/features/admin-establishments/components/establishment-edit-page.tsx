import { userHasPermission } from '@qc/shared/permissions';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  EstablishmentAdminHeader,
  getEstablishmentAdminTabs,
} from '@/components/layouts/establishment-admin-header.tsx';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishment } from '@/lib/get-establishment.ts';
import { DeleteEstablishmentDialog } from './delete-establishment-dialog.tsx';
import { EstablishmentForm } from './establishment-form.tsx';

const backLink = (
  <Link to="/admins/establishments/" className="text-muted-foreground hover:underline">
    Établissements
  </Link>
);

/** /admins/establishments/{establishmentsId}/edit: outside the caller's scope, the server's 404 and no data. */
export function EstablishmentEditPage({ id }: { id: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: establishment, isPending, isError, error, refetch } = useEstablishment(id);

  if (isPending) return <Skeleton className="h-96 max-w-3xl" aria-label="Chargement de l’établissement" />;
  if (isError) {
    return (
      <div className="grid max-w-3xl gap-4">
        <p className="text-sm">{backLink}</p>
        {getErrorStatus(error) === 404 ? (
          <EmptyState
            title="Établissement introuvable"
            description="Il n’existe pas ou ne fait pas partie de vos établissements."
          />
        ) : (
          <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <EstablishmentAdminHeader
        establishmentId={id}
        establishment={establishment}
        current="edit"
        tabs={getEstablishmentAdminTabs(user)}
      />
      <div className="flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Informations de l’établissement</h2>
        {userHasPermission(user, 'establishment:delete') ? (
          <DeleteEstablishmentDialog
            establishment={establishment}
            onDeleted={() => void navigate({ to: '/admins/establishments/' })}
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden />
                Supprimer
              </Button>
            }
          />
        ) : null}
      </div>
      <Card className="max-w-3xl">
        <CardContent className="pt-5">
          <EstablishmentForm
            key={establishment.id}
            establishment={establishment}
            renderLegalEntity={() => (
              <Field
                id="establishment-legalEntityId"
                label="Entité légale"
                hint="L’entité légale d’un établissement ne peut pas être modifiée."
              >
                <Input id="establishment-legalEntityId" value={establishment.legalEntityName} readOnly disabled />
              </Field>
            )}
            cancel={
              <Button variant="outline" asChild>
                <Link to="/admins/establishments/">Annuler</Link>
              </Button>
            }
            onSaved={(saved) => notify.success(`${saved.name} a été enregistré.`)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
