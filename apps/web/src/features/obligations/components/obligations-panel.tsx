import { formatCalendarDay } from '@qc/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';

/** Issue 27 item 4 (ADR 039): on the establishment's home, its late obligations and the next due date. */
export function ObligationsPanel({ establishmentId }: { establishmentId: string }) {
  const query = useQuery(orpc.obligations.list.queryOptions({ input: { establishmentId } }));
  const next = query.data?.items.find((item) => item.current.state !== 'LATE');
  return (
    <SectionCard titleId="home-obligations-title" title="Obligations récurrentes" contentClassName="grid gap-3">
      {query.isPending ? (
        <Skeleton className="h-12" aria-label="Chargement des obligations" />
      ) : query.isError ? (
        <ErrorText message={getErrorMessage(query.error)} />
      ) : (
        <dl className="grid grid-cols-2 gap-3" aria-label="Obligations">
          <div className={`rounded-lg p-3 ${query.data.late > 0 ? 'bg-red-50 text-red-900' : 'bg-muted/60'}`}>
            <dt className="text-xs">En retard</dt>
            <dd className="text-2xl font-semibold">{query.data.late}</dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Prochaine échéance</dt>
            <dd className="text-sm font-semibold">
              {next ? `${formatCalendarDay(next.current.dueDate)} — ${next.title}` : 'Aucune planifiée'}
            </dd>
          </div>
        </dl>
      )}
      <Link to="/obligations/" className="inline-flex min-h-11 items-center text-sm text-primary underline">
        Voir les obligations
      </Link>
    </SectionCard>
  );
}
