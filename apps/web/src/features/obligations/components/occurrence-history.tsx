import { formatCalendarDay } from '@qc/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';

/** The occurrences of an obligation, the newest due date first: when each was done, by whom, with what. */
export function OccurrenceHistory({ obligationId }: { obligationId: string }) {
  const query = useQuery(orpc.obligations.occurrences.queryOptions({ input: { id: obligationId } }));
  if (query.isPending) return <Spinner label="Chargement de l’historique…" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <ol className="grid gap-2 border-l pl-3 text-sm" aria-label="Historique des échéances">
      {query.data.map((occurrence) => (
        <li key={occurrence.id}>
          <span className="font-medium">Échéance du {formatCalendarDay(occurrence.dueDate)}</span>
          {occurrence.closedOn ? (
            <>
              {' '}
              — réalisée le {formatCalendarDay(occurrence.closedOn)}
              {occurrence.closedByName ? ` par ${occurrence.closedByName}` : ''}
              {occurrence.proofDocumentId ? (
                <>
                  {' · Preuve : '}
                  <a
                    className="underline"
                    href={`/api/v1/documents/${encodeURIComponent(occurrence.proofDocumentId)}/download`}
                  >
                    {occurrence.proofDocumentName}
                  </a>
                </>
              ) : null}
              {occurrence.explanation ? <p className="text-muted-foreground">{occurrence.explanation}</p> : null}
            </>
          ) : (
            ' — à faire'
          )}
        </li>
      ))}
    </ol>
  );
}
