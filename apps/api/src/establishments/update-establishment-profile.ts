import type { Establishment } from '@qc/shared/establishments/schemas';
import type { EstablishmentProfileInput } from '@qc/shared/establishments/profile';
import { auditedUpdate } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentById, lockEstablishment } from './queries.ts';

/**
 * Issue 26 item 1 (ADR 035): the regulatory profile, written whole (its rules span fields), by whoever may manage
 * the establishment (ADMIN, CLIENT_MASTER, its DIRECTOR: establishment:manage, within the caller's scope; a foreign
 * id answers 404). Audited as an update of the establishment, before and after.
 */
export async function updateEstablishmentProfile(
  db: Database,
  actor: Actor,
  input: EstablishmentProfileInput,
): Promise<Establishment> {
  const scope = await actor.getScope();
  const { id, ...profile } = input;
  await db.transaction(async (tx) => {
    const before = await lockEstablishment(tx, scope, id);
    await auditedUpdate(tx, actor, { entity: 'establishment', clientId: before.clientId, id, before }, establishments, {
      ...profile,
      updatedAt: new Date(),
    });
  });
  return findEstablishmentById(db, id);
}
