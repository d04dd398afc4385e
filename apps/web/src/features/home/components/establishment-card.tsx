import { userHasPermission } from '@qc/shared/permissions';
import { MapPin } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import type { SelectedEstablishment } from '@/stores/establishment-rules.ts';
import { AgreementStatus } from './agreement-status.tsx';

export function EstablishmentCard({ establishment }: { establishment: SelectedEstablishment }) {
  // A collaborator cannot read agreements: the entry is left out rather than shown as « indisponible ».
  const canReadAgreement = userHasPermission(useCurrentUser(), 'agreement:read');
  return (
    <Card aria-labelledby="establishment-card-title" data-testid="establishment-card">
      <CardHeader>
        <CardDescription>Établissement sélectionné</CardDescription>
        <CardTitle id="establishment-card-title">{establishment.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Entité légale</dt>
            <dd className="font-medium">{establishment.legalEntityName}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Adresse</dt>
            <dd className="flex items-start gap-1 font-medium">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>
                {establishment.address}
                <br />
                {establishment.postalCode} {establishment.city}
              </span>
            </dd>
          </div>
          {canReadAgreement ? (
            <div>
              <dt className="text-muted-foreground">Agrément</dt>
              <dd>
                <AgreementStatus establishmentId={establishment.id} />
              </dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
