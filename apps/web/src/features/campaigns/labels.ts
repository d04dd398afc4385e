import type { CampaignProgress } from '@qc/shared/campaigns/schemas';

export const CAMPAIGN_PROGRESS_BADGE: Record<CampaignProgress, 'muted' | 'default' | 'success'> = {
  NOT_STARTED: 'muted',
  IN_PROGRESS: 'default',
  COMPLETED: 'success',
};

/** « 1 établissement », « 3 établissements ». */
export function countSites(count: number): string {
  return `${count} établissement${count > 1 ? 's' : ''}`;
}
