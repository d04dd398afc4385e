import type { CampaignProgress, CampaignSite, CampaignSiteForm } from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql, type SQL } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import type { campaigns } from '../db/schema-campaigns.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { Scope } from '../scope/actor.ts';
import { sqlList } from '../common/sql-list.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The targeted establishments the caller may see, as a `where` on the establishment id column given. */
export function siteScopeSql(scope: Scope, column: SQL): SQL {
  if (scope.kind !== 'establishments') return sql`true`;
  if (scope.establishmentIds.length === 0) return sql`false`;
  return sql`${column} in (${sqlList(scope.establishmentIds)})`;
}

/**
 * The instant from which a completed evaluation counts for the campaign aliased `c` (issue 34 item 1):
 * the start of its chosen Paris day, else (campaigns launched before the choice existed) its start.
 * Every reading of a campaign's progress (its page, the group view, the reminders) uses this one.
 */
export const COUNTS_FROM = sql.raw(
  `coalesce(c.accept_completed_since::timestamp at time zone 'Europe/Paris', c.started_at)`,
);

/** Late: not completed once the deadline (the last day) has passed, in Paris. */
const isPast = (deadline: string, today: string) => deadline < today;

export type CellRow = {
  campaign_id: string;
  establishment_id: string;
  establishment_name: string;
  establishment_city: string;
  form_id: string;
  status: CampaignProgress;
  evaluation_id: string | null;
  score: number | string | null;
  conformity_rate: number | string | null;
  completed_at: string | Date | null;
};

export const toNumberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * One row per (campaign, visible site, form). While open: completed when the
 * site completed an evaluation of the form since the campaign counts them
 * (COUNTS_FROM; the latest counts), in progress when one is open now, else not started. Once
 * closed: what was stored at closing.
 */
export async function loadCells(db: Database, scope: Scope, campaignRows: CampaignRow[]): Promise<CellRow[]> {
  const open = campaignRows.filter((row) => row.status === 'OPEN').map((row) => row.id);
  const closed = campaignRows.filter((row) => row.status === 'CLOSED').map((row) => row.id);
  const [live, frozen] = await Promise.all([
    open.length === 0
      ? Promise.resolve([])
      : rowsOf<CellRow>(
          db,
          sql`
          select ce.campaign_id, ce.establishment_id, e.name as establishment_name, e.city as establishment_city,
                 cf.form_id,
                 case when done.id is not null then 'COMPLETED'
                      when current.id is not null then 'IN_PROGRESS'
                      else 'NOT_STARTED' end as status,
                 coalesce(done.id, current.id) as evaluation_id,
                 done.score, done.conformity_rate, done.completed_at
            from campaign_establishments ce
            join campaigns c on c.id = ce.campaign_id
            join establishments e on e.id = ce.establishment_id
            join campaign_forms cf on cf.campaign_id = ce.campaign_id
            left join lateral (
              select ev.id, (ev.result->>'score')::float8 as score,
                     (ev.result->>'conformityRate')::float8 as conformity_rate, ev.completed_at
                from evaluations ev
               where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
                 and ev.status = 'COMPLETED' and ev.completed_at >= ${COUNTS_FROM}
               order by ev.completed_at desc
               limit 1) done on true
            left join lateral (
              select ev.id from evaluations ev
               where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
                 and ev.status = 'IN_PROGRESS'
               limit 1) current on true
           where ce.campaign_id in (${sqlList(open)}) and ${siteScopeSql(scope, sql`ce.establishment_id`)}`,
        ),
    closed.length === 0
      ? Promise.resolve([])
      : rowsOf<CellRow>(
          db,
          sql`
          select r.campaign_id, r.establishment_id, e.name as establishment_name, e.city as establishment_city,
                 r.form_id, r.status, r.evaluation_id, r.score, r.conformity_rate, r.completed_at
            from campaign_results r
            join establishments e on e.id = r.establishment_id
           where r.campaign_id in (${sqlList(closed)}) and ${siteScopeSql(scope, sql`r.establishment_id`)}`,
        ),
  ]);
  return [...live, ...frozen];
}

export const mean = (values: number[]): number | null =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

function siteStatus(formsOfSite: CampaignSiteForm[]): CampaignProgress {
  if (formsOfSite.length > 0 && formsOfSite.every((item) => item.status === 'COMPLETED')) return 'COMPLETED';
  return formsOfSite.some((item) => item.status !== 'NOT_STARTED') ? 'IN_PROGRESS' : 'NOT_STARTED';
}

/** The sites of one campaign, in the order of its forms, sorted by name. */
export function toSites(campaign: CampaignRow, formOrder: string[], cells: CellRow[], today: string): CampaignSite[] {
  const bySite = new Map<string, { name: string; city: string; forms: Map<string, CampaignSiteForm> }>();
  for (const cell of cells) {
    if (cell.campaign_id !== campaign.id) continue;
    const site = bySite.get(cell.establishment_id) ?? {
      name: cell.establishment_name,
      city: cell.establishment_city,
      forms: new Map(),
    };
    site.forms.set(cell.form_id, {
      formId: cell.form_id,
      status: cell.status,
      evaluationId: cell.evaluation_id,
      score: toNumberOrNull(cell.score),
      conformityRate: toNumberOrNull(cell.conformity_rate),
      completedAt: cell.completed_at === null ? null : toIso(cell.completed_at),
    });
    bySite.set(cell.establishment_id, site);
  }
  const sites = [...bySite.entries()].map(([id, site]): CampaignSite => {
    const formsOfSite = formOrder
      .map((formId) => site.forms.get(formId))
      .filter((item): item is CampaignSiteForm => item !== undefined);
    const status = siteStatus(formsOfSite);
    const scores = formsOfSite.map((item) => item.score).filter((score): score is number => score !== null);
    return {
      establishment: { id, name: site.name, city: site.city },
      status,
      // A closed campaign is judged at its closing date, an open one today.
      isLate:
        status !== 'COMPLETED' &&
        isPast(campaign.deadline, campaign.closedAt ? getParisToday(campaign.closedAt) : today),
      score: mean(scores),
      forms: formsOfSite,
    };
  });
  return sites.sort((a, b) => a.establishment.name.localeCompare(b.establishment.name, 'fr'));
}
