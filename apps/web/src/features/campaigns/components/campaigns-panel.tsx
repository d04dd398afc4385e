import { formatCalendarDay } from '@qc/shared/dates';
import { userHasPermission } from '@qc/shared/permissions';
import { useState } from 'react';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCampaigns } from '../api/campaigns.ts';
import { countSites } from '../labels.ts';
import { CampaignCreateDialog } from './campaign-create-dialog.tsx';

const PAGE_SIZE = 10;

/**
 * Issue 17 item 3, on the group's home: the campaigns (open first, nearest
 * deadline first) with each one's progress, and « Lancer une campagne » for
 * those who may. Each leads to its detail, site by site.
 */
export function CampaignsPanel() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns({ page, pageSize: PAGE_SIZE });
  const canLaunch = userHasPermission(user, 'campaign:manage');
  return (
    <Card aria-labelledby="campaigns-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id="campaigns-title" className="text-lg">
            Campagnes d’auto-évaluation
          </CardTitle>
          <CardDescription>
            Les questionnaires demandés aux établissements, avec une échéance, et où en est chacun.
          </CardDescription>
        </div>
        {canLaunch ? <CampaignCreateDialog /> : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={campaigns} loading={<Skeleton className="h-24" aria-label="Chargement des campagnes" />}>
          {({ items, total }) =>
            total === 0 ? (
              <p className="text-sm text-muted-foreground">
                Aucune campagne pour le moment.{canLaunch ? ' Lancez-en une pour demander des auto-évaluations.' : ''}
              </p>
            ) : (
              <>
                <ul className="grid gap-3" aria-label="Campagnes">
                  {items.map((campaign) => {
                    const { completed, late } = campaign.progress;
                    const total = campaign.establishmentCount;
                    const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
                    return (
                      <li key={campaign.id} className="grid gap-2 rounded-xl border border-border p-3">
                        <div className="flex flex-wrap items-center gap-2">
                          <RecordLink to="/campaigns/$id" id={campaign.id}>
                            {campaign.name}
                          </RecordLink>
                          {campaign.status === 'CLOSED' ? <Badge variant="muted">Clôturée</Badge> : null}
                          {campaign.status === 'OPEN' && late > 0 ? (
                            <Badge variant="danger">{countSites(late)} en retard</Badge>
                          ) : null}
                        </div>
                        <p className="text-sm text-muted-foreground">
                          {campaign.forms.map((form) => form.name).join(', ')} · échéance le{' '}
                          {formatCalendarDay(campaign.deadline)}
                        </p>
                        <div className="flex items-center gap-3">
                          <ProgressBar
                            value={percent}
                            label={`Établissements ayant terminé « ${campaign.name} »`}
                            valueText={`${completed} sur ${total}`}
                            className="max-w-64"
                          />
                          <span className="text-xs text-muted-foreground">
                            Terminée par {completed} / {countSites(total)}
                            {campaign.progress.inProgress > 0 ? ` · ${campaign.progress.inProgress} en cours` : ''}
                          </span>
                        </div>
                      </li>
                    );
                  })}
                </ul>
                {total > PAGE_SIZE ? (
                  <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
                ) : null}
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
