import { CAMPAIGN_PROGRESS_LABELS } from '@qc/shared/campaigns/schemas';
import { formatCalendarDay } from '@qc/shared/dates';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { useEstablishmentCampaigns } from '../api/campaigns.ts';
import { CAMPAIGN_PROGRESS_BADGE } from '../labels.ts';

/**
 * Issue 17 item 3: what the open campaigns ask of one establishment and by
 * when — « Campagne … : à terminer avant le … » — each form leading to its
 * evaluation (start or continue). Nothing when nothing is asked.
 */
export function EstablishmentCampaigns({ establishmentId }: { establishmentId: string }) {
  const campaigns = useEstablishmentCampaigns(establishmentId);
  const asked = (campaigns.data ?? []).filter((campaign) => campaign.status !== 'COMPLETED' || campaign.isLate);
  if (asked.length === 0) return null;
  return (
    <section
      aria-labelledby={`asked-${establishmentId}`}
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={`asked-${establishmentId}`} className="font-semibold">
        Ce qui est demandé à votre établissement
      </h2>
      <ul className="grid gap-3">
        {asked.map((campaign) => (
          <li key={campaign.id} className="grid gap-1.5">
            <p>
              <span className="font-medium">Campagne « {campaign.name} »</span> :{' '}
              {campaign.isLate ? (
                <strong className="text-red-800">
                  en retard, l’échéance était le {formatCalendarDay(campaign.deadline)}
                </strong>
              ) : (
                <>à terminer avant le {formatCalendarDay(campaign.deadline)} inclus</>
              )}
            </p>
            <ul className="flex flex-wrap gap-2" aria-label={`Questionnaires de la campagne « ${campaign.name} »`}>
              {campaign.forms.map((form) => (
                <li key={form.formId} className="flex items-center gap-2 rounded-md bg-card px-2 py-1 text-sm">
                  <Link
                    to="/auto-evaluation/form/$id"
                    params={{ id: form.formId }}
                    className="text-primary underline underline-offset-4"
                  >
                    {form.status === 'NOT_STARTED'
                      ? `Commencer « ${form.formName} »`
                      : form.status === 'IN_PROGRESS'
                        ? `Continuer « ${form.formName} »`
                        : `« ${form.formName} »`}
                  </Link>
                  <Badge variant={CAMPAIGN_PROGRESS_BADGE[form.status]} className="shrink-0 whitespace-nowrap">
                    {CAMPAIGN_PROGRESS_LABELS[form.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
