import { formatDate } from '@qc/shared/dates';
import { userHasPermission } from '@qc/shared/permissions';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { pickCurrentAgreement } from '../agreement-summary.ts';
import { useEstablishmentAgreements } from '../api/get-establishment-agreements.ts';

const UNAVAILABLE = 'Statut de l’agrément indisponible';

export function AgreementStatus({ establishmentId }: { establishmentId: string }) {
  const user = useCurrentUser();
  const canRead = userHasPermission(user, 'agreement:read');
  const { data, isPending, isError } = useEstablishmentAgreements({ establishmentId, enabled: canRead });

  if (!canRead || isError) return <Badge variant="muted">{UNAVAILABLE}</Badge>;
  if (isPending) return <Skeleton className="h-5 w-32" />;
  const current = pickCurrentAgreement(data.items);
  if (!current) return <Badge variant="muted">Aucun agrément enregistré</Badge>;
  if (current.status === 'ACTIVE') {
    return (
      <span className="flex flex-col gap-1">
        <Badge variant="success" className="w-fit">
          Agrément actif
        </Badge>
        <span className="text-xs text-muted-foreground">
          {current.number ? `N° ${current.number}` : 'Sans numéro'}
          {current.agreementDate ? ` · depuis le ${formatDate(current.agreementDate)}` : ''}
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <Badge variant="danger" className="w-fit">
        Agrément inactif
      </Badge>
      <span className="text-xs text-muted-foreground">Demande du {formatDate(current.requestDate)}</span>
    </span>
  );
}
