import { GROUP_MESSAGES, type GroupViewInput } from '@qc/shared/group/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { toContainsPattern } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { rowsOf } from '../db/rows-of.ts';
import { sqlList } from '../common/sql-list.ts';

/**
 * The establishments the view may show, as a `where` on `e` (establishments):
 * DESIGN §3 scope, then the caller's choice of client. Another client than
 * one's own answers like an unknown one (404), never revealing it exists.
 */
async function resolveScope(
  db: Database,
  actor: Actor,
  clientId: string | undefined,
): Promise<{ where: SQL; client: { id: string; name: string } | null }> {
  const scope = await actor.getScope();
  const findClient = async (id: string) => {
    const [row] = await rowsOf<{ id: string; name: string }>(db, sql`select id, name from clients where id = ${id}`);
    return row ?? null;
  };
  switch (scope.kind) {
    case 'all': {
      // An ADMIN sees thousands of establishments across clients: the view is always of one client.
      if (!clientId) fieldError('clientId', GROUP_MESSAGES.clientRequired);
      const client = await findClient(clientId);
      if (!client) notFound(GROUP_MESSAGES.clientNotFound);
      return { where: sql`e.client_id = ${client.id}`, client };
    }
    case 'client': {
      if (clientId && clientId !== scope.clientId) notFound(GROUP_MESSAGES.clientNotFound);
      const client = await findClient(scope.clientId);
      if (!client) notFound(GROUP_MESSAGES.clientNotFound);
      return { where: sql`e.client_id = ${client.id}`, client };
    }
    case 'establishments': {
      if (clientId && clientId !== scope.clientId) notFound(GROUP_MESSAGES.clientNotFound);
      const client = scope.clientId ? await findClient(scope.clientId) : null;
      const ids = scope.establishmentIds;
      const where = ids.length > 0 ? sql`e.id in (${sqlList(ids)})` : sql`false`;
      return { where, client };
    }
  }
}

type EstablishmentFilters = Pick<GroupViewInput, 'clientId' | 'legalEntityId' | 'category' | 'city' | 'search'>;

/** The scope, then the caller's filters, as a `where` on `e` (establishments); `scopeWhere` alone feeds the filter choices. */
export async function resolveEstablishments(
  db: Database,
  actor: Actor,
  input: EstablishmentFilters,
): Promise<{ where: SQL; scopeWhere: SQL; client: { id: string; name: string } | null }> {
  const { where: scopeWhere, client } = await resolveScope(db, actor, input.clientId);
  const filters: SQL[] = [scopeWhere];
  if (input.legalEntityId) filters.push(sql`e.legal_entity_id = ${input.legalEntityId}`);
  if (input.category) filters.push(sql`e.category = ${input.category}`);
  if (input.city) filters.push(sql`lower(e.city) = lower(${input.city})`);
  if (input.search) filters.push(sql`e.name ilike ${toContainsPattern(input.search)}`);
  return { where: sql.join(filters, sql` and `), scopeWhere, client };
}
