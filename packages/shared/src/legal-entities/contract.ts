import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput, listQueryEntries } from '../common/list.ts';
import { EstablishmentSchema } from '../establishments/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import {
  LegalEntityCreateInputSchema,
  LegalEntityListInputSchema,
  LegalEntitySchema,
  LegalEntityUpdateInputSchema,
} from './schemas.ts';

const tags = ['Entités légales'];

export const legalEntitiesContract = {
  list: oc
    .route({ method: 'GET', path: '/legal-entities', tags, summary: 'Liste des entités légales' })
    .input(LegalEntityListInputSchema)
    .output(listOutput(LegalEntitySchema)),
  get: oc
    .route({ method: 'GET', path: '/legal-entities/{id}', tags, summary: 'Une entité légale' })
    .input(v.object({ id: idSchema }))
    .output(LegalEntitySchema),
  create: oc
    .route({ method: 'POST', path: '/legal-entities', tags, summary: 'Créer une entité légale', successStatus: 201 })
    .input(LegalEntityCreateInputSchema)
    .output(LegalEntitySchema),
  update: oc
    .route({ method: 'PUT', path: '/legal-entities/{id}', tags, summary: 'Modifier une entité légale' })
    .input(LegalEntityUpdateInputSchema)
    .output(LegalEntitySchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/legal-entities/{id}',
      tags,
      summary: 'Supprimer une entité légale',
      successStatus: 204,
    })
    .input(v.object({ id: idSchema }))
    .output(v.void()),
  listForClient: oc
    .route({ method: 'GET', path: '/clients/{clientId}/legal-entities', tags, summary: "Entités légales d'un client" })
    .input(v.object({ clientId: idSchema, ...listQueryEntries }))
    .output(listOutput(LegalEntitySchema)),
  listEstablishments: oc
    .route({
      method: 'GET',
      path: '/legal-entities/{id}/establishments',
      tags,
      summary: "Établissements d'une entité légale",
    })
    .input(v.object({ id: idSchema, ...listQueryEntries }))
    .output(listOutput(EstablishmentSchema)),
};
