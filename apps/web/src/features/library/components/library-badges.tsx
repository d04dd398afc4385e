import { SharedBadge } from '@/components/library/questionnaire-badges.tsx';
import { Badge } from '@/components/ui/badge.tsx';

export function OwnerBadge({ isShared }: { isShared: boolean }) {
  return isShared ? (
    <SharedBadge />
  ) : (
    <Badge variant="success" title="Propre à votre client">
      Mon client
    </Badge>
  );
}
