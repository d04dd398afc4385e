import { userHasPermission } from '@qc/shared/permissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { InputField } from '@/components/forms/fields.tsx';
import { useEstablishmentAdminPage } from '@/components/layouts/use-establishment-admin-page.tsx';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { notify } from '@/lib/toast.ts';
import { DeleteEstablishmentDialog } from './delete-establishment-dialog.tsx';
import { EstablishmentForm } from './establishment-form.tsx';
import { RegulatoryProfileForm } from './regulatory-profile-form.tsx';

/** /admins/establishments/{establishmentsId}/edit: outside the caller's scope, the server's 404 and no data. */
export function EstablishmentEditPage({ id }: { id: string }) {
  const { user, establishment: query, header, unavailable } = useEstablishmentAdminPage(id, 'edit');
  const navigate = useNavigate();

  if (query.isPending) return <Skeleton className="h-96 max-w-3xl" aria-label="Chargement de l’établissement" />;
  if (unavailable || !query.data) return unavailable;
  const establishment = query.data;

  return (
    <div className="grid gap-4">
      {header}
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
              <InputField
                id="establishment-legalEntityId"
                label="Entité légale"
                hint="L’entité légale d’un établissement ne peut pas être modifiée."
                value={establishment.legalEntityName}
                readOnly
                disabled
              />
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
      <section className="grid max-w-3xl gap-2" aria-labelledby="regulatory-profile-title">
        <h2 id="regulatory-profile-title" className="text-lg font-semibold">
          Profil réglementaire
        </h2>
        <p className="text-sm text-muted-foreground">
          Il décide des questions qui s’appliquent à l’établissement dans ses auto-évaluations.
        </p>
        <Card>
          <CardContent className="pt-5">
            <RegulatoryProfileForm key={establishment.id} establishment={establishment} />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
