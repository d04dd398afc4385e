import type { Role } from '@qc/shared/enums';
import type { Database } from '../../src/db/client.ts';
import { clients, establishments, legalEntities } from '../../src/db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../../src/db/schema-members.ts';
import { user } from '../../src/db/schema-auth.ts';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function insertClient(db: Database, name = `Client ${unique()}`) {
  const [client] = await db
    .insert(clients)
    .values({ name, email: `${unique()}@client.fr`, phone: '0102030405' })
    .returning();
  return client!;
}

export async function insertLegalEntity(db: Database, clientId: string, name = `Entité ${unique()}`) {
  const [row] = await db
    .insert(legalEntities)
    .values({
      clientId,
      name,
      addressLine: '1 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      email: `${unique()}@entite.fr`,
      siren: '123456782',
      managementType: 'ASSOCIATION',
    })
    .returning();
  return row!;
}

export async function insertEstablishment(
  db: Database,
  legalEntity: { id: string; clientId: string },
  name = `Crèche ${unique()}`,
) {
  const [row] = await db
    .insert(establishments)
    .values({
      clientId: legalEntity.clientId,
      legalEntityId: legalEntity.id,
      name,
      address: '2 rue des Lilas',
      phoneNumber: '0102030405',
      postalCode: '75011',
      city: 'Paris',
      siret: '12345678200010',
      raisonSocialeOfTheManager: 'Association',
      modalityOfTarification: 'PSU',
      lastAssembly: '2026-01-15',
    })
    .returning();
  return row!;
}

export async function insertUser(
  db: Database,
  values: {
    role: Role;
    clientId?: string | null;
    establishmentId?: string | null;
    email?: string;
    permissions?: string[];
  },
) {
  const firstName = values.role.charAt(0) + values.role.slice(1).toLowerCase();
  const [row] = await db
    .insert(user)
    .values({
      name: `${firstName} Test`,
      firstName,
      lastName: 'Test',
      email: values.email ?? `${values.role.toLowerCase()}-${unique()}@test.fr`,
      emailVerified: true,
      roles: [values.role],
      permissions: values.permissions ?? [],
      clientId: values.clientId ?? null,
      establishmentId: values.establishmentId ?? null,
    })
    .returning();
  return row!;
}

export async function insertMember(
  db: Database,
  values: { clientId: string; userId?: string | null; establishmentIds?: string[]; role?: string },
) {
  const [member] = await db
    .insert(effectiveMembers)
    .values({
      clientId: values.clientId,
      userId: values.userId ?? null,
      firstName: 'Membre',
      lastName: unique(),
      role: values.role ?? 'OTHER_INTERVENANT',
    })
    .returning();
  for (const establishmentId of values.establishmentIds ?? []) {
    await db.insert(establishmentMembers).values({ establishmentId, effectiveMemberId: member!.id });
  }
  return member!;
}

/**
 * Two clients; client A has two establishments (A1, A2) in one legal entity,
 * client B one. Users of every role: A's DIRECTOR and COLLABORATOR on A1 only.
 */
export async function createTenants(db: Database) {
  const clientA = await insertClient(db, 'Client A');
  const clientB = await insertClient(db, 'Client B');
  const legalEntityA = await insertLegalEntity(db, clientA.id, 'Entité A');
  const legalEntityB = await insertLegalEntity(db, clientB.id, 'Entité B');
  const establishmentA1 = await insertEstablishment(db, legalEntityA, 'Crèche A1');
  const establishmentA2 = await insertEstablishment(db, legalEntityA, 'Crèche A2');
  const establishmentB1 = await insertEstablishment(db, legalEntityB, 'Crèche B1');
  const admin = await insertUser(db, { role: 'ADMIN' });
  const masterA = await insertUser(db, { role: 'CLIENT_MASTER', clientId: clientA.id });
  const masterB = await insertUser(db, { role: 'CLIENT_MASTER', clientId: clientB.id });
  const directorA = await insertUser(db, {
    role: 'DIRECTOR',
    clientId: clientA.id,
    establishmentId: establishmentA1.id,
  });
  const collaboratorA = await insertUser(db, {
    role: 'COLLABORATOR',
    clientId: clientA.id,
    establishmentId: establishmentA1.id,
  });
  const directorB = await insertUser(db, {
    role: 'DIRECTOR',
    clientId: clientB.id,
    establishmentId: establishmentB1.id,
  });
  return {
    clientA,
    clientB,
    legalEntityA,
    legalEntityB,
    establishmentA1,
    establishmentA2,
    establishmentB1,
    users: { admin, masterA, masterB, directorA, collaboratorA, directorB },
  };
}
export type Tenants = Awaited<ReturnType<typeof createTenants>>;
