import type { Kind, Status } from '@qc/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';

export function KindBadge({ kind }: { kind: Kind }) {
  return (
    <Badge variant="default" className={kind === 'QUALITY' ? 'bg-sky-100 text-sky-900' : undefined}>
      {KIND_LABELS[kind]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: Status }) {
  return <Badge variant={status === 'ACTIVE' ? 'success' : 'muted'}>{STATUS_LABELS[status]}</Badge>;
}

export function SharedBadge() {
  return (
    <Badge variant="muted" title="Bibliothèque partagée avec tous les clients">
      Partagé
    </Badge>
  );
}

export function VersionBadge({ version }: { version: number }) {
  return (
    <Badge variant="muted" aria-label={`Version ${version}`}>
      v{version}
    </Badge>
  );
}
