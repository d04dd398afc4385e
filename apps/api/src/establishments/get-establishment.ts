import type { Establishment } from '@qc/shared/establishments/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import type { Actor } from '../scope/actor.ts';
import { establishmentScopeWhere, selectEstablishments, toEstablishment } from './queries.ts';

export async function findEstablishmentInScope(db: Database, actor: Actor, id: string): Promise<Establishment | null> {
  const scope = await actor.getScope();
  const [row] = await selectEstablishments(db).where(and(eq(establishments.id, id), establishmentScopeWhere(scope)));
  return row ? toEstablishment(row) : null;
}
