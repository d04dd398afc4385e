import { parentListInput, routeGroup } from '../common/routes.ts';
import { EstablishmentSchema } from '../establishments/schemas.ts';
import {
  LegalEntityCreateInputSchema,
  LegalEntityListInputSchema,
  LegalEntitySchema,
  LegalEntityUpdateInputSchema,
} from './schemas.ts';

const routes = routeGroup(['Entités légales']);

export const legalEntitiesContract = {
  ...routes.crud(
    '/legal-entities',
    {
      item: LegalEntitySchema,
      list: LegalEntityListInputSchema,
      create: LegalEntityCreateInputSchema,
      update: LegalEntityUpdateInputSchema,
    },
    {
      list: 'Liste des entités légales',
      get: 'Une entité légale',
      create: 'Créer une entité légale',
      update: 'Modifier une entité légale',
      remove: 'Supprimer une entité légale',
    },
  ),
  listForClient: routes.list(
    '/clients/{clientId}/legal-entities',
    "Entités légales d'un client",
    parentListInput('clientId'),
    LegalEntitySchema,
  ),
  listEstablishments: routes.list(
    '/legal-entities/{id}/establishments',
    "Établissements d'une entité légale",
    parentListInput('id'),
    EstablishmentSchema,
  ),
};
