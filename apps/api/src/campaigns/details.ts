import {
  CAMPAIGN_MESSAGES,
  type CampaignDetail,
  type CampaignSite,
  type CampaignSummary,
} from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { campaignEstablishments, campaignForms, campaigns } from '../db/schema-campaigns.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import { fileNameSlug } from '../common/file-name.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { byScope } from '../scope/where.ts';
import { loadCells, mean, toSites, type CampaignRow } from './cells.ts';

/**
 * DESIGN §3 for campaigns: an ADMIN sees every one, a CLIENT_MASTER her
 * client's, a DIRECTOR or COLLABORATOR those that target one of her
 * establishments — and of those, only her establishments' rows (siteScopeWhere).
 */
export function campaignScopeWhere(scope: Scope): SQL {
  return byScope(scope, {
    client: (clientId) => eq(campaigns.clientId, clientId),
    establishments: (ids) =>
      exists(
        sql`(select 1 from ${campaignEstablishments} where ${campaignEstablishments.campaignId} = ${campaigns.id} and ${inArray(campaignEstablishments.establishmentId, ids)})`,
      ),
  });
}

export type Extras = {
  clientNames: Map<string, string>;
  creatorNames: Map<string, string | null>;
  formsByCampaign: Map<string, Array<{ id: string; name: string }>>;
  /** Every targeted site per campaign, visible or not: whether the caller may manage it. */
  targetsByCampaign: Map<string, string[]>;
};

export async function loadExtras(db: Database, campaignRows: CampaignRow[]): Promise<Extras> {
  const ids = campaignRows.map((row) => row.id);
  const clientIds = [...new Set(campaignRows.map((row) => row.clientId))];
  const creatorIds = [...new Set(campaignRows.map((row) => row.createdById).filter((id): id is string => !!id))];
  const [clientRows, creatorRows, formRows, targetRows] = await Promise.all([
    clientIds.length
      ? db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, clientIds))
      : Promise.resolve([]),
    creatorIds.length
      ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, creatorIds))
      : Promise.resolve([]),
    ids.length
      ? db
          .select({ campaignId: campaignForms.campaignId, id: forms.id, name: forms.name })
          .from(campaignForms)
          .innerJoin(forms, eq(forms.id, campaignForms.formId))
          .where(inArray(campaignForms.campaignId, ids))
          .orderBy(asc(forms.name))
      : Promise.resolve([]),
    ids.length
      ? db
          .select({ campaignId: campaignEstablishments.campaignId, id: campaignEstablishments.establishmentId })
          .from(campaignEstablishments)
          .where(inArray(campaignEstablishments.campaignId, ids))
      : Promise.resolve([]),
  ]);
  const formsByCampaign = new Map<string, Array<{ id: string; name: string }>>();
  for (const row of formRows) {
    formsByCampaign.set(row.campaignId, [
      ...(formsByCampaign.get(row.campaignId) ?? []),
      { id: row.id, name: row.name },
    ]);
  }
  const targetsByCampaign = new Map<string, string[]>();
  for (const row of targetRows)
    targetsByCampaign.set(row.campaignId, [...(targetsByCampaign.get(row.campaignId) ?? []), row.id]);
  return {
    clientNames: new Map(clientRows.map((row) => [row.id, row.name])),
    creatorNames: new Map(creatorRows.map((row) => [row.id, row.name])),
    formsByCampaign,
    targetsByCampaign,
  };
}

/** campaign:manage, and every targeted site in the caller's scope (a DIRECTOR does not close the group's campaign). */
export function canManage(actor: Actor, scope: Scope, targets: string[]): boolean {
  if (!actor.permissions.has('campaign:manage')) return false;
  if (scope.kind !== 'establishments') return true;
  return targets.every((id) => scope.establishmentIds.includes(id));
}

function toSummary(
  actor: Actor,
  scope: Scope,
  campaign: CampaignRow,
  extras: Extras,
  sites: CampaignSite[],
): CampaignSummary {
  return {
    id: campaign.id,
    clientId: campaign.clientId,
    clientName: extras.clientNames.get(campaign.clientId) ?? '',
    name: campaign.name,
    deadline: campaign.deadline,
    status: campaign.status,
    startedAt: campaign.startedAt.toISOString(),
    acceptCompletedSince: campaign.acceptCompletedSince,
    closedAt: campaign.closedAt ? campaign.closedAt.toISOString() : null,
    createdByName: campaign.createdById ? (extras.creatorNames.get(campaign.createdById) ?? null) : null,
    forms: extras.formsByCampaign.get(campaign.id) ?? [],
    establishmentCount: sites.length,
    progress: {
      notStarted: sites.filter((site) => site.status === 'NOT_STARTED').length,
      inProgress: sites.filter((site) => site.status === 'IN_PROGRESS').length,
      completed: sites.filter((site) => site.status === 'COMPLETED').length,
      late: sites.filter((site) => site.isLate).length,
    },
    canManage: canManage(actor, scope, extras.targetsByCampaign.get(campaign.id) ?? []),
  };
}

export async function toDetails(db: Database, actor: Actor, campaignRows: CampaignRow[]): Promise<CampaignDetail[]> {
  const scope = await actor.getScope();
  const [extras, cells] = await Promise.all([loadExtras(db, campaignRows), loadCells(db, scope, campaignRows)]);
  const today = getParisToday();
  return campaignRows.map((campaign) => {
    const formOrder = (extras.formsByCampaign.get(campaign.id) ?? []).map((form) => form.id);
    const sites = toSites(campaign, formOrder, cells, today);
    return {
      ...toSummary(actor, scope, campaign, extras, sites),
      sites,
      score: mean(sites.map((site) => site.score).filter((score): score is number => score !== null)),
    };
  });
}

export async function findCampaignInScope(db: Database, actor: Actor, id: string): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), campaignScopeWhere(await actor.getScope())));
  if (!row) notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

/** The report's and the spreadsheet's file name: « campagne-<name>.pdf ». */
export function campaignFileName(name: string, extension: 'pdf' | 'xlsx'): string {
  return `campagne-${fileNameSlug(name, 100) || 'rapport'}.${extension}`;
}
