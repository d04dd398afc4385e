import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agreements } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { AGREEMENT_ERRORS, findAgreementRowInScope } from './queries.ts';

export async function deleteAgreement(db: Database, actor: Actor, id: string): Promise<void> {
  const scoped = await findAgreementRowInScope(db, actor, id);
  if (!scoped) notFound(AGREEMENT_ERRORS.notFound);
  await db.transaction(async (tx) => {
    await audited(tx, actor, { entity: 'agreement', action: 'delete', clientId: scoped.clientId, id }, async () => {
      const [before] = await tx.delete(agreements).where(eq(agreements.id, id)).returning();
      if (!before) notFound(AGREEMENT_ERRORS.notFound);
      return before;
    });
  });
}
