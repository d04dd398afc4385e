import { authed, requirePermission } from '../orpc/base.ts';
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
  list: authed.users.list
    .use(requirePermission('user:read'))
    .handler(({ input, context }) => listUsers(context.deps.db, context.actor, input)),
  get: authed.users.get.use(requirePermission('user:read')).handler(async ({ input, context }) => {
    const found = await findUserInScope(context.deps.db, context.actor, input.id);
    if (!found) notFound(USER_ERRORS.notFound);
    return found;
  }),
  create: authed.users.create
    .use(requirePermission('user:manage'))
    .handler(({ input, context }) => createUser(context.deps.db, context.actor, input)),
  update: authed.users.update
    .use(requirePermission('user:manage'))
    .handler(({ input, context }) => updateUser(context.deps.db, context.actor, input)),
  remove: authed.users.remove.use(requirePermission('user:manage')).handler(async ({ input, context }) => {
    await deleteUser(context.deps.db, context.actor, input.id);
  }),
};
