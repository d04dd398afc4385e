import { authed, requirePermission } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations } from '../orpc/operations.ts';
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
  get: authed.users.get.use(requirePermission('user:read')).handler(async ({ input, context }) => {
    const found = await findUserInScope(context.deps.db, context.actor, input.id);
    if (!found) notFound(USER_ERRORS.notFound);
    return found;
  }),
  ...operations(authed.users, callPermission('users'), {
    list: listUsers,
    create: createUser,
    update: updateUser,
    remove: answeringNothing(byId(deleteUser)),
  }),
};
