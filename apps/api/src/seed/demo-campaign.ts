import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { campaigns } from '../db/schema-campaigns.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { createCampaign } from '../campaigns/create-campaign.ts';
import { buildActor } from '../scope/actor.ts';
import { parisDate } from './demo-answers.ts';
import { DEMO_ESTABLISHMENTS } from './demo-data.ts';
import { DEMO_USERS } from './demo-people.ts';

/**
 * Issue 17 items 3 and 7: one running campaign on two of the demo client's
 * sites, launched three weeks ago by the quality manager, whose deadline
 * passed three days ago: Les Hirondelles completed the staffing form since
 * (its evaluation of 15 days ago, DEMO_GROUP_STORY), Arc-en-ciel did not —
 * the late site. Launched through the service, then dated back.
 */
export const DEMO_CAMPAIGN = {
  name: 'Campagne d’hiver : encadrement et effectifs',
  form: 'eaje-encadrement-effectifs',
  establishments: ['hirondelles', 'arc-en-ciel'],
  startedDaysAgo: 21,
  deadlineDaysAgo: 3,
};

export async function seedDemoCampaign(db: Database, clientId: string): Promise<void> {
  const masterEmail = DEMO_USERS.find((demoUser) => demoUser.key === 'master')!.email;
  const [master] = await db.select().from(user).where(eq(user.email, masterEmail));
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.externalKey, DEMO_CAMPAIGN.form), isNull(forms.clientId), eq(forms.status, 'ACTIVE')));
  // The default library may have been left out (an existing database): no demo campaign then.
  if (!master || !form) return;
  const names = DEMO_CAMPAIGN.establishments.map((key) => DEMO_ESTABLISHMENTS.find((site) => site.key === key)!.name);
  const sites = await db
    .select({ id: establishments.id, name: establishments.name })
    .from(establishments)
    .where(eq(establishments.clientId, clientId));
  const ids = names.map((name) => sites.find((site) => site.name === name)?.id).filter((id): id is string => !!id);
  if (ids.length !== names.length) return;
  const created = await createCampaign(db, buildActor(db, master), {
    name: DEMO_CAMPAIGN.name,
    formIds: [form.id],
    establishmentIds: ids,
    deadline: parisDate(1),
  });
  const startedAt = new Date(Date.now() - DEMO_CAMPAIGN.startedDaysAgo * 86_400_000);
  await db
    .update(campaigns)
    .set({ startedAt, createdAt: startedAt, deadline: parisDate(-DEMO_CAMPAIGN.deadlineDaysAgo) })
    .where(eq(campaigns.id, created.id));
}
