import { routeGroup } from '../common/routes.ts';
import {
  AgreementCreateInputSchema,
  AgreementListForEstablishmentInputSchema,
  AgreementListInputSchema,
  AgreementSchema,
  AgreementUpdateInputSchema,
} from './schemas.ts';

const routes = routeGroup(['Agréments']);

const { list, get, create, update, remove } = routes.crud(
  '/agreements',
  {
    item: AgreementSchema,
    list: AgreementListInputSchema,
    create: AgreementCreateInputSchema,
    update: AgreementUpdateInputSchema,
  },
  {
    list: 'Liste des agréments',
    get: 'Un agrément',
    create: 'Créer un agrément',
    update: 'Modifier un agrément',
    remove: 'Supprimer un agrément',
  },
);

export const agreementsContract = {
  list,
  get,
  listForEstablishment: routes.list(
    '/establishments/{establishmentId}/agreements',
    "Agréments d'un établissement",
    AgreementListForEstablishmentInputSchema,
    AgreementSchema,
  ),
  create,
  update,
  remove,
};
