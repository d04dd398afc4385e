import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import { ClientCreateInputSchema, ClientListInputSchema, ClientSchema, ClientUpdateInputSchema } from './schemas.ts';

const tags = ['Clients'];

export const clientsContract = {
  list: oc
    .route({ method: 'GET', path: '/clients', tags, summary: 'Liste des clients' })
    .input(ClientListInputSchema)
    .output(listOutput(ClientSchema)),
  get: oc
    .route({ method: 'GET', path: '/clients/{id}', tags, summary: 'Un client' })
    .input(v.object({ id: idSchema }))
    .output(ClientSchema),
  create: oc
    .route({ method: 'POST', path: '/clients', tags, summary: 'Créer un client', successStatus: 201 })
    .input(ClientCreateInputSchema)
    .output(ClientSchema),
  update: oc
    .route({ method: 'PUT', path: '/clients/{id}', tags, summary: 'Modifier un client' })
    .input(ClientUpdateInputSchema)
    .output(ClientSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/clients/{id}', tags, summary: 'Supprimer un client', successStatus: 204 })
    .input(v.object({ id: idSchema }))
    .output(v.void()),
};
