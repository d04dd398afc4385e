import { type Status, STATUS_LABELS } from '@qc/shared/enums';
import { Badge } from '@/components/ui/badge.tsx';

export function StatusBadge({ status }: { status: Status }) {
  return <Badge variant={status === 'ACTIVE' ? 'success' : 'muted'}>{STATUS_LABELS[status]}</Badge>;
}

export function VersionBadge({ version }: { version: number }) {
  return (
    <Badge variant="muted" aria-label={`Version ${version}`}>
      v{version}
    </Badge>
  );
}
