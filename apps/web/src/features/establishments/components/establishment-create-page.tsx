import { userHasRole } from '@qc/shared/permissions';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { EstablishmentForm } from './establishment-form.tsx';
import { LegalEntitySelect } from './legal-entity-select.tsx';

/**
 * /admins/establishments/create: then the new establishment's own page, its tabs (members, agreement,
 * documents) being what comes next — not the list filtered on its name (issue 19 item 8).
 */
export function EstablishmentCreatePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isAdmin = userHasRole(user, 'ADMIN');

  return (
    <div className="grid max-w-3xl gap-4">
      <div>
        <p className="text-sm">
          <Link to="/admins/establishments/" className="text-muted-foreground hover:underline">
            Établissements
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">Nouvel établissement</h1>
        {userHasRole(user, 'DIRECTOR') && !isAdmin ? (
          <p className="text-sm text-muted-foreground">
            Vous serez rattaché·e à l’équipe de l’établissement créé. Les entités légales proposées sont celles de vos
            établissements.
          </p>
        ) : null}
      </div>
      <Card>
        <CardContent className="pt-5">
          <EstablishmentForm
            renderLegalEntity={({ value, onChange, error }) => (
              <LegalEntitySelect user={user} value={value} onChange={onChange} error={error} />
            )}
            cancel={
              <Button variant="outline" asChild>
                <Link to="/admins/establishments/">Annuler</Link>
              </Button>
            }
            onSaved={(created) => {
              notify.success(`${created.name} a été créé.`);
              void navigate({
                to: '/admins/establishments/$establishmentsId/edit',
                params: { establishmentsId: created.id },
              });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
