import type { ListResult } from '@qc/shared/common/list';
import type { User, UserListQuery } from '@qc/shared/users/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { readPage } from '../common/pagination.ts';
import { wordsSearchWhere } from '../common/search-fold.ts';
import { selectUsers, toUser, userScopeWhere } from './queries.ts';

export async function listUsers(db: Database, actor: Actor, input: UserListQuery): Promise<ListResult<User>> {
  const where = and(
    userScopeWhere(actor),
    input.clientId ? eq(user.clientId, input.clientId) : undefined,
    input.establishmentId ? eq(user.establishmentId, input.establishmentId) : undefined,
    wordsSearchWhere(input.search, user.searchText),
  );
  const { rows, total } = await readPage(
    selectUsers(db).where(where).orderBy(asc(user.lastName), asc(user.firstName), asc(user.id)),
    db.select({ total: count() }).from(user).where(where),
    input,
  );
  return { items: rows.map(toUser), total };
}
