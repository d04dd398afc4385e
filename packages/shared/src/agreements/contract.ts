import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import {
  AgreementCreateInputSchema,
  AgreementListForEstablishmentInputSchema,
  AgreementListInputSchema,
  AgreementSchema,
  AgreementUpdateInputSchema,
} from './schemas.ts';

const tags = ['Agréments'];

export const agreementsContract = {
  list: oc
    .route({ method: 'GET', path: '/agreements', tags, summary: 'Liste des agréments' })
    .input(AgreementListInputSchema)
    .output(listOutput(AgreementSchema)),
  get: oc
    .route({ method: 'GET', path: '/agreements/{id}', tags, summary: 'Un agrément' })
    .input(v.object({ id: idSchema }))
    .output(AgreementSchema),
  listForEstablishment: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/agreements',
      tags,
      summary: "Agréments d'un établissement",
    })
    .input(AgreementListForEstablishmentInputSchema)
    .output(listOutput(AgreementSchema)),
  create: oc
    .route({ method: 'POST', path: '/agreements', tags, summary: 'Créer un agrément', successStatus: 201 })
    .input(AgreementCreateInputSchema)
    .output(AgreementSchema),
  update: oc
    .route({ method: 'PUT', path: '/agreements/{id}', tags, summary: 'Modifier un agrément' })
    .input(AgreementUpdateInputSchema)
    .output(AgreementSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/agreements/{id}', tags, summary: 'Supprimer un agrément', successStatus: 204 })
    .input(v.object({ id: idSchema }))
    .output(v.void()),
};
