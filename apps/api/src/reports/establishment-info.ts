import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
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

/** The establishment of a report, in the caller's scope (a foreign id answers 404). */
export async function findEstablishmentInfo(db: Database, actor: Actor, id: string): Promise<EstablishmentInfo> {
  const row = await selectEstablishmentInfo(
    db,
    and(eq(establishments.id, id), establishmentScopeWhere(await actor.getScope())),
  );
  if (!row) notFound('Établissement introuvable');
  return row;
}
