import { type CampaignDetail, CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import { formatCalendarDay, formatDate } from '@qc/shared/dates';
import { Link } from '@tanstack/react-router';
import { useRef, type RefObject } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { useCampaign, useCloseCampaign } from '../api/campaigns.ts';
import { CAMPAIGN_PROGRESS_BADGE, countSites } from '../labels.ts';

/** Issue 17 item 3: one campaign, site by site — live while open, as frozen at closing once closed. */
export function CampaignDetailPage({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (campaign.isPending) return <Skeleton className="h-64" aria-label="Chargement de la campagne" />;
  if (campaign.isError) {
    return <ErrorState message={getErrorMessage(campaign.error)} onRetry={() => void campaign.refetch()} />;
  }
  const data = campaign.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link to="/" className="text-sm text-primary underline underline-offset-4">
          Retour à l’accueil
        </Link>
        <p className="text-sm font-medium text-muted-foreground">Campagne d’auto-évaluation</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            {data.name}
          </h1>
          <Badge variant={data.status === 'OPEN' ? 'default' : 'muted'}>
            {data.status === 'OPEN' ? 'En cours' : 'Clôturée'}
          </Badge>
        </div>
        <p className="text-muted-foreground">
          {data.clientName} · lancée le {formatDate(data.startedAt)}
          {data.createdByName ? ` par ${data.createdByName}` : ''} · échéance le {formatCalendarDay(data.deadline)}
        </p>
        <p className="text-sm text-muted-foreground">
          {data.status === 'CLOSED' && data.closedAt
            ? `Clôturée le ${formatDate(data.closedAt)} : les résultats ci-dessous sont figés à cette date.`
            : data.acceptCompletedSince
              ? `Une auto-évaluation terminée depuis le ${formatCalendarDay(data.acceptCompletedSince)} compte pour la campagne.`
              : 'Une auto-évaluation terminée depuis le lancement compte pour la campagne.'}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Établissements" value={String(data.establishmentCount)} />
        <Figure label="Terminés" value={String(data.progress.completed)} />
        <Figure label="En cours" value={String(data.progress.inProgress)} />
        <Figure label="Non commencés" value={String(data.progress.notStarted)} />
        <Figure label="En retard" value={String(data.progress.late)} isAlert={data.progress.late > 0} />
      </dl>

      <div className="flex flex-wrap gap-3">
        <DownloadLink
          href={`/api/v1/campaigns/${data.id}/report`}
          fileName="campagne.pdf"
          className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-accent"
        >
          Télécharger le rapport consolidé (PDF)
        </DownloadLink>
        <DownloadLink
          href={`/api/v1/campaigns/${data.id}/export.xlsx`}
          fileName="campagne.xlsx"
          className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-accent"
        >
          Exporter les résultats (Excel)
        </DownloadLink>
        {data.status === 'OPEN' && data.canManage ? <CloseButton campaign={data} afterClose={headingRef} /> : null}
      </div>

      <SitesTable campaign={data} />
    </div>
  );
}

function Figure({ label, value, isAlert = false }: { label: string; value: string; isAlert?: boolean }) {
  return (
    <div className="rounded-xl border border-border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={isAlert ? 'text-xl font-semibold text-red-700' : 'text-xl font-semibold'}>{value}</dd>
    </div>
  );
}

function CloseButton({
  campaign,
  afterClose,
}: {
  campaign: CampaignDetail;
  afterClose: RefObject<HTMLHeadingElement | null>;
}) {
  const close = useCloseCampaign();
  // Once closed, this button goes away with the open campaign: the focus goes to the page's title, not to the body.
  const isClosed = useRef(false);
  return (
    <ConfirmActionButton
      trigger={<Button variant="outline">Clôturer la campagne</Button>}
      title={<>Clôturer « {campaign.name} » ?</>}
      description={
        <>
          Les résultats de chaque établissement sont figés tels qu’ils sont maintenant ({campaign.progress.completed}{' '}
          sur {countSites(campaign.establishmentCount)} terminé{campaign.progress.completed > 1 ? 's' : ''}) ; les
          auto-évaluations terminées ensuite ne les changeront plus. La campagne n’est plus demandée aux établissements.
        </>
      }
      confirmLabel="Clôturer"
      pendingLabel="Clôture…"
      confirmVariant="destructive"
      isPending={close.isPending}
      onConfirm={confirmMutation(
        close.mutate,
        { id: campaign.id },
        'Campagne clôturée : ses résultats sont figés.',
        () => {
          isClosed.current = true;
        },
      )}
      onCloseAutoFocus={(event) => {
        if (!isClosed.current) return;
        event.preventDefault();
        afterClose.current?.focus();
      }}
    />
  );
}

function SitesTable({ campaign }: { campaign: CampaignDetail }) {
  return (
    <Table aria-label={`Progression par établissement de la campagne « ${campaign.name} »`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Établissement</TableHead>
          <TableHead scope="col">État</TableHead>
          <TableHead scope="col">Score</TableHead>
          {campaign.forms.map((form) => (
            <TableHead key={form.id} scope="col">
              {form.name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaign.sites.map((site) => (
          <TableRow key={site.establishment.id}>
            <TableCell>
              <span className="font-medium">{site.establishment.name}</span>
              <span className="block text-xs text-muted-foreground">{site.establishment.city}</span>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <Badge variant={CAMPAIGN_PROGRESS_BADGE[site.status]}>{CAMPAIGN_PROGRESS_LABELS[site.status]}</Badge>
                {site.isLate ? <Badge variant="danger">En retard</Badge> : null}
              </div>
            </TableCell>
            <TableCell>{formatScoreOutOf100(site.score)}</TableCell>
            {campaign.forms.map((form) => {
              const cell = site.forms.find((item) => item.formId === form.id);
              return (
                <TableCell key={form.id}>
                  {cell ? (
                    <>
                      {CAMPAIGN_PROGRESS_LABELS[cell.status]}
                      {cell.completedAt ? (
                        <span className="block text-xs text-muted-foreground">
                          {formatScoreOutOf100(cell.score)} · le {formatDate(cell.completedAt)}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
