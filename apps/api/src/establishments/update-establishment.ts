import type { Establishment, EstablishmentUpdateInput } from '@qc/shared/establishments/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import { categoryMismatch, type StructureType } from '@qc/shared/establishments/profile';
import { fieldError } from '../common/domain-errors.ts';
import { auditedUpdate } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentById, lockEstablishment } from './queries.ts';
import { assertSiretOfLegalEntity } from './siret.ts';

export async function updateEstablishment(
  db: Database,
  actor: Actor,
  input: EstablishmentUpdateInput,
): Promise<Establishment> {
  const scope = await actor.getScope();
  const { id, legalEntityId: _legalEntityId, clientId: _clientId, ...changes } = input;
  await db.transaction(async (tx) => {
    const before = await lockEstablishment(tx, scope, id);
    // Issue 26: R2324-46 ties the size category to the capacity, whichever of the two this update changes.
    const mismatch = categoryMismatch(
      (changes.category === undefined ? before.category : changes.category) as EstablishmentCategory | null,
      changes.capacity === undefined ? before.capacity : changes.capacity,
      before.structureType as StructureType | null,
    );
    if (mismatch) fieldError('category', mismatch);
    if (changes.siret !== undefined) await assertSiretOfLegalEntity(tx, changes.siret, before.legalEntityId);
    const change = { entity: 'establishment', clientId: before.clientId, id, before };
    await auditedUpdate(tx, actor, change, establishments, changes);
  });
  return findEstablishmentById(db, id);
}
