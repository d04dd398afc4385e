import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations, orNotFound } from '../orpc/operations.ts';
import { notFound } from '../common/domain-errors.ts';
import {
  createUser,
  deleteUser,
  findUserById,
  findUserInScope,
  listUsers,
  updateUser,
  USER_ERRORS,
} from './service.ts';

export const usersRouter = {
  self: authed.users.self.handler(async ({ context }) => {
    const self = await findUserById(context.deps.db, context.actor.id);
    if (!self) notFound(USER_ERRORS.notFound);
    return self;
  }),
  ...operations(authed.users, callPermission('users'), {
    get: orNotFound(byId(findUserInScope), USER_ERRORS.notFound),
    list: listUsers,
    create: createUser,
    update: updateUser,
    remove: answeringNothing(byId(deleteUser)),
  }),
};
