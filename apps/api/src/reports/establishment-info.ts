import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import type { EstablishmentInfo } from './parts.tsx';

/**
 * The establishment as a report's header names it (name, address, legal entity, client), for the evaluation and
 * synthesis reports, the incident declaration and the projet d'évaluation. `where` narrows it to the establishment,
 * and to the caller's scope where the caller has not been checked already.
 */
export async function selectEstablishmentInfo(
  db: Pick<Database, 'select'>,
  where: SQL | undefined,
): Promise<EstablishmentInfo | undefined> {
  const [row] = await db
    .select({
      name: establishments.name,
      address: establishments.address,
      postalCode: establishments.postalCode,
      city: establishments.city,
      legalEntityName: legalEntities.name,
      clientName: clients.name,
    })
    .from(establishments)
    .innerJoin(legalEntities, eq(legalEntities.id, establishments.legalEntityId))
    .innerJoin(clients, eq(clients.id, establishments.clientId))
    .where(where);
  return row;
}
