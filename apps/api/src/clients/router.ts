import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { authed, requirePermission } from '../orpc/base.ts';
import { createClient, deleteClient, getClient, listClients, updateClient } from './service.ts';

export const clientsRouter = {
  list: authed.clients.list
    .use(requirePermission(CALL_PERMISSIONS['clients.list']))
    .handler(({ input, context }) => listClients(context.deps.db, context.actor, input)),
  get: authed.clients.get
    .use(requirePermission(CALL_PERMISSIONS['clients.get']))
    .handler(({ input, context }) => getClient(context.deps.db, context.actor, input.id)),
  create: authed.clients.create
    .use(requirePermission(CALL_PERMISSIONS['clients.create']))
    .handler(({ input, context }) => createClient(context.deps.db, context.actor, input)),
  update: authed.clients.update
    .use(requirePermission(CALL_PERMISSIONS['clients.update']))
    .handler(({ input, context }) => updateClient(context.deps.db, context.actor, input)),
  remove: authed.clients.remove
    .use(requirePermission(CALL_PERMISSIONS['clients.remove']))
    .handler(async ({ input, context }) => {
      await deleteClient(context.deps.db, context.actor, input.id);
    }),
};
