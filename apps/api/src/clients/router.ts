import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations } from '../orpc/operations.ts';
import { createClient, deleteClient, getClient, listClients, updateClient } from './service.ts';

export const clientsRouter = operations(authed.clients, {
  list: listClients,
  get: byId(getClient),
  create: createClient,
  update: updateClient,
  remove: answeringNothing(byId(deleteClient)),
});
