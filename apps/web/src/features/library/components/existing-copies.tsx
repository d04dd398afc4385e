import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { orpc } from '@/lib/api-client.ts';
import { STATUS_LABELS } from '@qc/shared/enums';

/**
 * Before copying a shared form again: the copies the user's client already has, to open instead.
 * Asked of the authoring list, not the reading room: a fresh copy is inactive (issue 19 item 8)
 * and the reading room shows active forms only.
 */
export function ExistingCopies({ sourceId }: { sourceId: string }) {
  const { data } = useQuery(
    orpc.forms.list.queryOptions({ input: { sourceFormId: sourceId, ownership: 'own', page: 1, pageSize: 20 } }),
  );
  const copies = data?.items ?? [];
  if (copies.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Votre client en a déjà {copies.length > 1 ? 'des copies' : 'une copie'} :{' '}
      {copies.map((copy, index) => (
        <span key={copy.id}>
          {index > 0 ? ', ' : null}
          <Link to="/forms/$id" params={{ id: copy.id }} className="font-medium text-primary underline">
            {copy.name}
          </Link>
          {copy.status === 'ACTIVE' ? null : ` (${STATUS_LABELS[copy.status].toLowerCase()})`}
        </span>
      ))}
      .
    </p>
  );
}
