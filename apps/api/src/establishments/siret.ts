import { siretOfOtherSirenMessage, sirenOfSiret } from '@qc/shared/validation/identifiers';
import { eq } from 'drizzle-orm';
import { fieldError } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import { legalEntities } from '../db/schema.ts';

/**
 * Issue 34 item 6: a SIRET numbers an establishment of one company, whose
 * SIREN is its first nine digits; the registry would not know an
 * establishment of « Les Petits Pas » under another company's SIREN.
 */
export function assertSiretOfSiren(siret: string, siren: string): void {
  if (sirenOfSiret(siret) !== siren) fieldError('siret', siretOfOtherSirenMessage(siren));
}

/**
 * The same check on an update, against the legal entity's SIREN as it is now; FOR SHARE so that a
 * change of that SIREN running at the same time waits for this write (or is seen by it).
 */
export async function assertSiretOfLegalEntity(tx: Transaction, siret: string, legalEntityId: string): Promise<void> {
  const [legalEntity] = await tx
    .select({ siren: legalEntities.siren })
    .from(legalEntities)
    .where(eq(legalEntities.id, legalEntityId))
    .for('share');
  if (legalEntity) assertSiretOfSiren(siret, legalEntity.siren);
}
