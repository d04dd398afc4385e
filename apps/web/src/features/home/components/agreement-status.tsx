import { Badge } from '@/components/ui/badge.tsx';

/** The agreements API is not in the contract yet: say so instead of guessing. */
export function AgreementStatus(_props: { establishmentId: string }) {
  return <Badge variant="muted">Statut de l’agrément indisponible</Badge>;
}
