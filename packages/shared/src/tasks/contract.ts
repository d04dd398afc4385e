import { routeGroup } from '../common/routes.ts';
import { MyTasksSchema } from './schemas.ts';

const routes = routeGroup(['Mes tâches']);

/** Issue 27 item 1. Not in SPEC §7: the SPA calls it on /rpc; it is in the OpenAPI document too. */
export const tasksContract = {
  listMine: routes.get(
    '/me/tasks',
    'Mes tâches : ce que l’utilisateur connecté doit faire, le plus urgent d’abord (bornées par type)',
    MyTasksSchema,
  ),
};
