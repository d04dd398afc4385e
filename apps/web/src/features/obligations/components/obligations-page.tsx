import { formatCalendarDay } from '@qc/shared/dates';
import { describePeriod } from '@qc/shared/obligations/library';
import { OCCURRENCE_STATE_LABELS, type Obligation, type ObligationsView } from '@qc/shared/obligations/schemas';
import { userHasPermission } from '@qc/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { AddObligationDialog } from './add-obligation-dialog.tsx';
import { CloseOccurrenceDialog } from './close-occurrence-dialog.tsx';
import { OccurrenceHistory } from './occurrence-history.tsx';

const STATE_BADGE = { LATE: 'danger', DUE_SOON: 'default', UPCOMING: 'muted' } as const;

/**
 * Issue 27 item 4 (ADR 039): each obligation the establishment tracks with its next due date, its
 * responsible and its state; closing one asks a proof or an explanation and shows the next due date.
 * Planning needs obligation:manage, an obligation outside the library obligation:define (the server checks both).
 */
export function ObligationsPage({ establishmentId }: { establishmentId: string }) {
  const user = useCurrentUser();
  const canManage = userHasPermission(user, 'obligation:manage');
  const query = useQuery(orpc.obligations.list.queryOptions({ input: { establishmentId } }));

  if (query.isPending) return <Spinner label="Chargement des obligations…" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const view: ObligationsView = query.data;

  return (
    <div className="grid gap-4 pb-20">
      <div className="flex flex-wrap items-center gap-2">
        {canManage ? (
          <AddObligationDialog
            establishmentId={establishmentId}
            library={view.library}
            canDefine={userHasPermission(user, 'obligation:define')}
          />
        ) : null}
        {view.items.length > 0 ? (
          <Button variant="outline" asChild>
            <DownloadLink
              href={`/api/v1/establishments/${encodeURIComponent(establishmentId)}/obligations.ics`}
              fileName="obligations.ics"
            >
              <CalendarDays aria-hidden />
              Exporter vers mon agenda (.ics)
            </DownloadLink>
          </Button>
        ) : null}
        {view.late > 0 ? (
          <p className="text-sm font-medium text-destructive" role="status">
            {view.late === 1 ? '1 obligation en retard' : `${view.late} obligations en retard`}
          </p>
        ) : null}
      </div>
      {view.items.length === 0 ? (
        <EmptyState
          title="Aucune obligation suivie"
          description={
            canManage
              ? 'Choisissez dans la bibliothèque les obligations à suivre : exercices, analyse des pratiques, attestations…'
              : 'La direction n’a pas encore planifié d’obligation pour cet établissement.'
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Obligations suivies">
          {view.items.map((item) => (
            <ObligationCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ObligationCard({ item }: { item: Obligation }) {
  const [showHistory, setShowHistory] = useState(false);
  const title = item.subject ? `${item.title} — ${item.subject}` : item.title;
  return (
    <li className="grid gap-2 rounded-lg border p-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">
            {describePeriod(item.periodMonths)} · {item.reference}
          </p>
        </div>
        <Badge variant={STATE_BADGE[item.current.state]}>{OCCURRENCE_STATE_LABELS[item.current.state]}</Badge>
      </div>
      {item.description ? <p className="text-sm">{item.description}</p> : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Prochaine échéance</dt>
          <dd data-testid="due-date">{formatCalendarDay(item.current.dueDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Responsable</dt>
          <dd>{item.current.responsibleName ?? 'Non désigné'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Dernière réalisation</dt>
          <dd>{item.lastClosedOn ? formatCalendarDay(item.lastClosedOn) : 'Aucune'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {item.current.canClose ? <CloseOccurrenceDialog obligation={item} title={title} /> : null}
        <Button variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
          {showHistory ? 'Masquer l’historique' : 'Historique'}
        </Button>
      </div>
      {showHistory ? <OccurrenceHistory obligationId={item.id} /> : null}
    </li>
  );
}
