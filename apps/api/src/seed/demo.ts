import { count, inArray } from 'drizzle-orm';
import type { Role } from '@qc/shared/enums';
import { recordAudit } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { agreements, clients, establishments, legalEntities } from '../db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { FileStorage } from '../documents/storage.ts';
import { SYSTEM_ACTOR_ID } from '../scope/actor.ts';
import { seedDemoEvaluations } from './demo-evaluations.ts';
import { DEMO_CLIENT, DEMO_ESTABLISHMENTS, DEMO_LEGAL_ENTITIES } from './demo-data.ts';
import { DEMO_MEMBERS, DEMO_USERS } from './demo-people.ts';

export type DemoSummary = { accounts: Array<{ role: Role; email: string }> };

/** Seeds the demo tenant on a fresh database (no user, no client); does nothing otherwise. */
/** With `storage`, the demo's proofs are real files (a document about to expire, issue 17); without, those forms are left out. */
export async function seedDemoIfEmpty(
  db: Database,
  options: { storage?: FileStorage } = {},
): Promise<DemoSummary | null> {
  const [users] = await db.select({ total: count() }).from(user);
  const [tenants] = await db.select({ total: count() }).from(clients);
  if ((users?.total ?? 0) > 0 || (tenants?.total ?? 0) > 0) {
    // Not a fresh database: list the demo accounts that still exist, if any.
    const existing = await db
      .select({ email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          DEMO_USERS.map((demoUser) => demoUser.email),
        ),
      );
    const emails = new Set(existing.map((row) => row.email));
    const accounts = DEMO_USERS.filter((demoUser) => emails.has(demoUser.email)).map(({ role, email }) => ({
      role,
      email,
    }));
    return accounts.length > 0 ? { accounts } : null;
  }
  await seedDemo(db, options);
  return { accounts: DEMO_USERS.map(({ role, email }) => ({ role, email })) };
}

export async function seedDemo(db: Database, options: { storage?: FileStorage } = {}): Promise<void> {
  const { userIds, establishmentIds, memberIdsByEstablishment } = await db.transaction(async (tx) => {
    const [client] = await tx.insert(clients).values(DEMO_CLIENT).returning();
    if (!client) throw new Error('seed: client');
    // The audit trail shows the demo as written by the product itself ('Système').
    const audit = (entity: string, row: { id: string }, clientId: string | null = client.id) =>
      recordAudit(tx, { actorId: SYSTEM_ACTOR_ID, clientId, entity, entityId: row.id, action: 'create', after: row });
    await audit('client', client);
    const legalEntityIds = new Map<string, string>();
    for (const { key, ...values } of DEMO_LEGAL_ENTITIES) {
      const [row] = await tx
        .insert(legalEntities)
        .values({ ...values, clientId: client.id })
        .returning();
      legalEntityIds.set(key, row!.id);
      await audit('legal-entity', row!);
    }
    const establishmentIds = new Map<string, string>();
    for (const { key, legalEntity, ...values } of DEMO_ESTABLISHMENTS) {
      const [row] = await tx
        .insert(establishments)
        .values({
          ...values,
          clientId: client.id,
          legalEntityId: legalEntityIds.get(legalEntity)!,
          raisonSocialeOfTheManager: DEMO_CLIENT.name,
        })
        .returning();
      establishmentIds.set(key, row!.id);
      await audit('establishment', row!);
      const [agreement] = await tx
        .insert(agreements)
        .values({
          establishmentId: row!.id,
          number: `AGR-${values.postalCode}-${establishmentIds.size}`,
          requestDate: '2024-01-15',
          agreementDate: '2024-03-01',
          status: 'ACTIVE',
        })
        .returning();
      await audit('agreement', agreement!);
    }
    const userIds = new Map<string, string>();
    for (const demoUser of DEMO_USERS) {
      const [row] = await tx
        .insert(user)
        .values({
          name: `${demoUser.firstName} ${demoUser.lastName}`,
          firstName: demoUser.firstName,
          lastName: demoUser.lastName,
          email: demoUser.email,
          emailVerified: true,
          roles: [demoUser.role],
          clientId: demoUser.role === 'ADMIN' ? null : client.id,
          establishmentId: demoUser.establishment ? establishmentIds.get(demoUser.establishment)! : null,
        })
        .returning();
      userIds.set(demoUser.key, row!.id);
      await audit('user', row!, row!.clientId);
    }
    const memberIdsByEstablishment = new Map<string, string[]>();
    for (const member of DEMO_MEMBERS) {
      const [row] = await tx
        .insert(effectiveMembers)
        .values({
          clientId: client.id,
          userId: member.user ? userIds.get(member.user)! : null,
          firstName: member.firstName,
          lastName: member.lastName,
          role: member.role,
          qualifications: member.qualifications,
        })
        .returning();
      await audit('effective-member', row!);
      for (const key of member.establishments) {
        const [link] = await tx
          .insert(establishmentMembers)
          .values({ establishmentId: establishmentIds.get(key)!, effectiveMemberId: row!.id })
          .returning();
        await audit('establishment-member', link!);
        memberIdsByEstablishment.set(key, [...(memberIdsByEstablishment.get(key) ?? []), row!.id]);
      }
    }
    return { userIds, establishmentIds, memberIdsByEstablishment };
  });
  // After the commit: the services run their own transactions.
  const director = DEMO_USERS.find((demoUser) => demoUser.key === 'director')!;
  await seedDemoEvaluations(db, {
    directorId: userIds.get(director.key)!,
    establishmentId: establishmentIds.get(director.establishment!)!,
    responsibleIds: memberIdsByEstablishment.get(director.establishment!) ?? [],
    storage: options.storage,
  });
}
