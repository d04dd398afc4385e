import type { Kind } from '@qc/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { KIND_LABELS } from '@/lib/enum-labels.ts';

export function KindBadge({ kind }: { kind: Kind }) {
  return (
    <Badge variant="default" className={kind === 'QUALITY' ? 'bg-sky-100 text-sky-900' : undefined}>
      {KIND_LABELS[kind]}
    </Badge>
  );
}

export function OwnerBadge({ isShared }: { isShared: boolean }) {
  return isShared ? (
    <Badge variant="muted" title="Bibliothèque partagée avec tous les clients">
      Partagé
    </Badge>
  ) : (
    <Badge variant="success" title="Propre à votre client">
      Mon client
    </Badge>
  );
}
