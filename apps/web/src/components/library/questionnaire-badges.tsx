import { type Kind, KIND_LABELS } from '@qc/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';

/** The badges a category or a form shows wherever it is listed: in the library and in the questionnaires. */
export function KindBadge({ kind }: { kind: Kind }) {
  return (
    <Badge variant="default" className={kind === 'QUALITY' ? 'bg-sky-100 text-sky-900' : undefined}>
      {KIND_LABELS[kind]}
    </Badge>
  );
}

export function SharedBadge() {
  return (
    <Badge variant="muted" title="Bibliothèque partagée avec tous les clients">
      Partagé
    </Badge>
  );
}
