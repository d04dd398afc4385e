import {
  CAMPAIGN_MESSAGES,
  type CampaignCreateInput,
  type CampaignDetail,
  type CampaignListInput,
  type CampaignProgress,
  type CampaignSite,
  type CampaignSiteForm,
  type CampaignSummary,
  type EstablishmentCampaign,
} from '@qc/shared/campaigns/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { getOffset, toContainsPattern, toIso } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { clients, establishments, user } from '../db/schema.ts';
import { campaignEstablishments, campaignForms, campaignResults, campaigns } from '../db/schema-campaigns.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertPermission, conflict, fieldError, forbidden, notFound } from '../orpc/base.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { rowsOf } from '../group/queries.ts';

type CampaignRow = typeof campaigns.$inferSelect;

/**
 * DESIGN §3 for campaigns: an ADMIN sees every one, a CLIENT_MASTER her
 * client's, a DIRECTOR or COLLABORATOR those that target one of her
 * establishments — and of those, only her establishments' rows (siteScopeWhere).
 */
function campaignScopeWhere(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return eq(campaigns.clientId, scope.clientId);
    case 'establishments':
      return scope.establishmentIds.length > 0
        ? exists(
            sql`(select 1 from ${campaignEstablishments} where ${campaignEstablishments.campaignId} = ${campaigns.id} and ${inArray(campaignEstablishments.establishmentId, scope.establishmentIds)})`,
          )
        : sql`false`;
  }
}

/** The targeted establishments the caller may see, as a `where` on the establishment id column given. */
function siteScopeSql(scope: Scope, column: SQL): SQL {
  if (scope.kind !== 'establishments') return sql`true`;
  if (scope.establishmentIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.establishmentIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Late: not completed once the deadline (the last day) has passed, in Paris. */
const isPast = (deadline: string, today: string) => deadline < today;

type CellRow = {
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

const toNumberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * One row per (campaign, visible site, form). While open: completed when the
 * site completed an evaluation of the form since the campaign started (the
 * latest counts), in progress when one is open now, else not started. Once
 * closed: what was stored at closing.
 */
async function loadCells(db: Database, scope: Scope, campaignRows: CampaignRow[]): Promise<CellRow[]> {
  const open = campaignRows.filter((row) => row.status === 'OPEN').map((row) => row.id);
  const closed = campaignRows.filter((row) => row.status === 'CLOSED').map((row) => row.id);
  const idList = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
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
                 and ev.status = 'COMPLETED' and ev.completed_at >= c.started_at
               order by ev.completed_at desc
               limit 1) done on true
            left join lateral (
              select ev.id from evaluations ev
               where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
                 and ev.status = 'IN_PROGRESS'
               limit 1) current on true
           where ce.campaign_id in (${idList(open)}) and ${siteScopeSql(scope, sql`ce.establishment_id`)}`,
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
           where r.campaign_id in (${idList(closed)}) and ${siteScopeSql(scope, sql`r.establishment_id`)}`,
        ),
  ]);
  return [...live, ...frozen];
}

const mean = (values: number[]): number | null =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

function siteStatus(formsOfSite: CampaignSiteForm[]): CampaignProgress {
  if (formsOfSite.length > 0 && formsOfSite.every((item) => item.status === 'COMPLETED')) return 'COMPLETED';
  return formsOfSite.some((item) => item.status !== 'NOT_STARTED') ? 'IN_PROGRESS' : 'NOT_STARTED';
}

/** The sites of one campaign, in the order of its forms, sorted by name. */
function toSites(campaign: CampaignRow, formOrder: string[], cells: CellRow[], today: string): CampaignSite[] {
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

type Extras = {
  clientNames: Map<string, string>;
  creatorNames: Map<string, string | null>;
  formsByCampaign: Map<string, Array<{ id: string; name: string }>>;
  /** Every targeted site per campaign, visible or not: whether the caller may manage it. */
  targetsByCampaign: Map<string, string[]>;
};

async function loadExtras(db: Database, campaignRows: CampaignRow[]): Promise<Extras> {
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
function canManage(actor: Actor, scope: Scope, targets: string[]): boolean {
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

async function toDetails(db: Database, actor: Actor, campaignRows: CampaignRow[]): Promise<CampaignDetail[]> {
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

export async function listCampaigns(
  db: Database,
  actor: Actor,
  input: CampaignListInput,
): Promise<ListResult<CampaignSummary>> {
  assertPermission(actor, 'campaign:read');
  const scope = await actor.getScope();
  const where = and(
    campaignScopeWhere(scope),
    input.status ? eq(campaigns.status, input.status) : undefined,
    input.clientId ? eq(campaigns.clientId, input.clientId) : undefined,
    input.search ? sql`${campaigns.name} ilike ${toContainsPattern(input.search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      // Open first, the nearest deadline first; then the latest closed.
      .orderBy(desc(campaigns.status), asc(campaigns.deadline), desc(campaigns.createdAt), asc(campaigns.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  // Sites are not listed here: the summary is what a list shows.
  const details = await toDetails(db, actor, rows);
  return { items: details.map(({ sites: _sites, score: _score, ...summary }) => summary), total: total?.total ?? 0 };
}

async function findCampaignInScope(db: Database, actor: Actor, id: string): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), campaignScopeWhere(await actor.getScope())));
  if (!row) notFound(CAMPAIGN_MESSAGES.notFound);
  return row;
}

export async function getCampaign(db: Database, actor: Actor, id: string): Promise<CampaignDetail> {
  assertPermission(actor, 'campaign:read');
  const [detail] = await toDetails(db, actor, [await findCampaignInScope(db, actor, id)]);
  return detail!;
}

/**
 * Issue 17 item 3: permission first (403), then every establishment and form
 * inside the caller's scope (404, the same answer as an unknown id), then the
 * rules (one client, active and applicable forms, a deadline not past).
 */
export async function createCampaign(db: Database, actor: Actor, input: CampaignCreateInput): Promise<CampaignDetail> {
  assertPermission(actor, 'campaign:manage');
  const scope = await actor.getScope();
  const sites = await db
    .select({
      id: establishments.id,
      name: establishments.name,
      clientId: establishments.clientId,
      category: establishments.category,
    })
    .from(establishments)
    .where(and(inArray(establishments.id, input.establishmentIds), establishmentScopeWhere(scope)));
  if (sites.length !== input.establishmentIds.length) notFound(CAMPAIGN_MESSAGES.establishmentNotFound);
  const clientIds = new Set(sites.map((site) => site.clientId));
  if (clientIds.size > 1) fieldError('establishmentIds', CAMPAIGN_MESSAGES.severalClients);
  const clientId = sites[0]!.clientId;
  // A form the caller may read, shared or of the establishments' own client.
  const formRows = await db
    .select()
    .from(forms)
    .where(
      and(
        inArray(forms.id, input.formIds),
        visibleWhere(forms.clientId, actor),
        sql`(${forms.clientId} is null or ${forms.clientId} = ${clientId})`,
      ),
    );
  if (formRows.length !== input.formIds.length) notFound(CAMPAIGN_MESSAGES.formNotFound);
  for (const form of formRows) {
    if (form.status !== 'ACTIVE') conflict(CAMPAIGN_MESSAGES.formInactive);
    const categories = form.establishmentCategories ?? [];
    const outside = sites.find((site) => categories.length > 0 && site.category && !categories.includes(site.category));
    if (outside) conflict(CAMPAIGN_MESSAGES.formNotApplicable(form.name, outside.name));
  }
  // A form without a question could not be started: the campaign would ask the impossible.
  const answerable = await db
    .selectDistinct({ formId: questions.formId })
    .from(questions)
    .innerJoin(forms, and(eq(forms.id, questions.formId), eq(forms.version, questions.version)))
    .where(inArray(questions.formId, input.formIds));
  const empty = formRows.find((form) => !answerable.some((row) => row.formId === form.id));
  if (empty) conflict(CAMPAIGN_MESSAGES.formEmpty(empty.name));
  if (input.deadline < getParisToday()) fieldError('deadline', CAMPAIGN_MESSAGES.deadlinePast);

  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({ clientId, name: input.name, deadline: input.deadline, createdById: actor.id })
      .returning();
    await tx.insert(campaignForms).values(input.formIds.map((formId) => ({ campaignId: created!.id, formId })));
    await tx
      .insert(campaignEstablishments)
      .values(input.establishmentIds.map((establishmentId) => ({ campaignId: created!.id, establishmentId })));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId,
      entity: 'campaign',
      entityId: created!.id,
      action: 'create',
      after: { ...created, formIds: input.formIds, establishmentIds: input.establishmentIds },
    });
    return created!.id;
  });
  return getCampaign(db, actor, id);
}

/**
 * Closing freezes the results: each site's status, evaluation and score per
 * form are stored as they stand, and read from there ever after. The row lock
 * makes two closings in a race store once.
 */
export async function closeCampaign(db: Database, actor: Actor, id: string): Promise<CampaignDetail> {
  assertPermission(actor, 'campaign:manage');
  const campaign = await findCampaignInScope(db, actor, id);
  const scope = await actor.getScope();
  const targets = (await loadExtras(db, [campaign])).targetsByCampaign.get(campaign.id) ?? [];
  if (!canManage(actor, scope, targets)) forbidden(CAMPAIGN_MESSAGES.outsideScope);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!locked || locked.status !== 'OPEN') conflict(CAMPAIGN_MESSAGES.alreadyClosed);
    // Every site, whatever the caller sees: the closing is the campaign's, not hers.
    const cells = await loadCells(tx as unknown as Database, { kind: 'all' }, [locked]);
    if (cells.length > 0) {
      await tx.insert(campaignResults).values(
        cells.map((cell) => ({
          campaignId: id,
          establishmentId: cell.establishment_id,
          formId: cell.form_id,
          status: cell.status,
          evaluationId: cell.evaluation_id,
          score: toNumberOrNull(cell.score),
          conformityRate: toNumberOrNull(cell.conformity_rate),
          completedAt: cell.completed_at === null ? null : new Date(toIso(cell.completed_at)),
        })),
      );
    }
    const now = new Date();
    await tx
      .update(campaigns)
      .set({ status: 'CLOSED', closedAt: now, closedById: actor.id })
      .where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: locked.clientId,
      entity: 'campaign',
      entityId: id,
      action: 'update',
      // The name goes along unchanged: the journal's row says which campaign was closed.
      before: { name: locked.name, status: 'OPEN' },
      after: { name: locked.name, status: 'CLOSED', closedAt: now },
    });
  });
  return getCampaign(db, actor, id);
}

/** The open campaigns that ask something of one establishment, with where it stands on each form. */
export async function listEstablishmentCampaigns(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<EstablishmentCampaign[]> {
  assertPermission(actor, 'campaign:read');
  const scope = await actor.getScope();
  const [establishment] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(scope)));
  if (!establishment) notFound(CAMPAIGN_MESSAGES.establishmentNotFound);
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaigns)
    .innerJoin(campaignEstablishments, eq(campaignEstablishments.campaignId, campaigns.id))
    .where(and(eq(campaignEstablishments.establishmentId, establishment.id), eq(campaigns.status, 'OPEN')))
    .orderBy(asc(campaigns.deadline), asc(campaigns.name));
  const campaignRows = rows.map((row) => row.campaign);
  if (campaignRows.length === 0) return [];
  const [extras, cells] = await Promise.all([
    loadExtras(db, campaignRows),
    // Only this establishment's cells: what the others do is not this screen's business.
    loadCells(db, { kind: 'establishments', clientId: null, establishmentIds: [establishment.id] }, campaignRows),
  ]);
  const today = getParisToday();
  return campaignRows.map((campaign) => {
    const formList = extras.formsByCampaign.get(campaign.id) ?? [];
    const [site] = toSites(
      campaign,
      formList.map((form) => form.id),
      cells,
      today,
    );
    const names = new Map(formList.map((form) => [form.id, form.name]));
    return {
      id: campaign.id,
      name: campaign.name,
      deadline: campaign.deadline,
      isLate: site?.isLate ?? false,
      status: site?.status ?? 'NOT_STARTED',
      forms: (site?.forms ?? []).map((item) => ({ ...item, formName: names.get(item.formId) ?? '' })),
    };
  });
}
