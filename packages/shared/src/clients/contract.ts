import { routeGroup } from '../common/routes.ts';
import { ClientCreateInputSchema, ClientListInputSchema, ClientSchema, ClientUpdateInputSchema } from './schemas.ts';

const routes = routeGroup(['Clients']);

export const clientsContract = routes.crud(
  '/clients',
  { item: ClientSchema, list: ClientListInputSchema, create: ClientCreateInputSchema, update: ClientUpdateInputSchema },
  {
    list: 'Liste des clients',
    get: 'Un client',
    create: 'Créer un client',
    update: 'Modifier un client',
    remove: 'Supprimer un client',
  },
);
