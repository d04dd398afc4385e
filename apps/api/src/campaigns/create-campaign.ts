import {
  CAMPAIGN_MESSAGES,
  defaultAcceptCompletedSince,
  type CampaignCreateInput,
  type CampaignDetail,
} from '@qc/shared/campaigns/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { campaignEstablishments, campaignForms, campaigns } from '../db/schema-campaigns.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor } from '../scope/actor.ts';
import { getCampaign } from './get-campaign.ts';

/**
 * Issue 17 item 3: permission first (403), then every establishment and form
 * inside the caller's scope (404, the same answer as an unknown id), then the
 * rules (one client, active and applicable forms, a deadline not past).
 */
export async function createCampaign(db: Database, actor: Actor, input: CampaignCreateInput): Promise<CampaignDetail> {
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
  const today = getParisToday();
  if (input.deadline < today) fieldError('deadline', CAMPAIGN_MESSAGES.deadlinePast);
  const acceptCompletedSince = input.acceptCompletedSince ?? defaultAcceptCompletedSince(today);
  if (acceptCompletedSince > today) {
    fieldError('acceptCompletedSince', CAMPAIGN_MESSAGES.acceptCompletedSinceFuture);
  }

  const id = await db.transaction(async (tx) => {
    // The journal's `after` is the campaign with what it targets.
    const created = await audited(tx, actor, { entity: 'campaign', action: 'create', clientId }, async () => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          clientId,
          name: input.name,
          deadline: input.deadline,
          acceptCompletedSince,
          createdById: actor.id,
        })
        .returning();
      await tx.insert(campaignForms).values(input.formIds.map((formId) => ({ campaignId: row!.id, formId })));
      await tx
        .insert(campaignEstablishments)
        .values(input.establishmentIds.map((establishmentId) => ({ campaignId: row!.id, establishmentId })));
      return { ...row!, formIds: input.formIds, establishmentIds: input.establishmentIds };
    });
    return created.id;
  });
  return getCampaign(db, actor, id);
}
