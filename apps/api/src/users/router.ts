import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations, orNotFound } from '../orpc/operations.ts';
import { notFound } from '../common/domain-errors.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { findUserById, findUserInScope, USER_ERRORS } from './queries.ts';
import { listUsers } from './list-users.ts';
import { updateUser } from './update-user.ts';

export const usersRouter = operations(authed.users, {
  self: async (db, actor) => {
    const self = await findUserById(db, actor.id);
    if (!self) notFound(USER_ERRORS.notFound);
    return self;
  },
  get: orNotFound(byId(findUserInScope), USER_ERRORS.notFound),
  list: listUsers,
  create: createUser,
  update: updateUser,
  remove: answeringNothing(byId(deleteUser)),
});
