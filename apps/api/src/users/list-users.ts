import type { ListResult } from '@qc/shared/common/list';
import type { User, UserListQuery } from '@qc/shared/users/schemas';
import { and, asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { countWhere, eqIfGiven, readPage } from '../common/pagination.ts';
import { wordsSearchWhere } from '../common/search-fold.ts';
import { selectUsers, toUser, userScopeWhere } from './queries.ts';

export async function listUsers(db: Database, actor: Actor, input: UserListQuery): Promise<ListResult<User>> {
  const where = and(
    userScopeWhere(actor),
    eqIfGiven(user.clientId, input.clientId),
    eqIfGiven(user.establishmentId, input.establishmentId),
    wordsSearchWhere(input.search, user.searchText),
  );
  const { rows, total } = await readPage(
    selectUsers(db).where(where).orderBy(asc(user.lastName), asc(user.firstName), asc(user.id)),
    countWhere(db, user, where),
    input,
  );
  return { items: rows.map(toUser), total };
}
