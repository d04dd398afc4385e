import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput, listQueryEntries, successOutput } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import {
  EstablishmentCreateInputSchema,
  EstablishmentListInputSchema,
  EstablishmentMemberAddInputSchema,
  EstablishmentMemberLinkSchema,
  EstablishmentSchema,
  EstablishmentUpdateInputSchema,
} from './schemas.ts';

const tags = ['Établissements'];

export const establishmentsContract = {
  /** The establishments of a user: what the switcher lists (DESIGN §3), sorted by name. */
  listForUser: oc
    .route({ method: 'GET', path: '/establishments/user/{userId}', tags, summary: "Établissements d'un utilisateur" })
    .input(v.object({ userId: idSchema, ...listQueryEntries }))
    .output(listOutput(EstablishmentSchema)),
  list: oc
    .route({ method: 'GET', path: '/establishments', tags, summary: 'Liste des établissements' })
    .input(EstablishmentListInputSchema)
    .output(listOutput(EstablishmentSchema)),
  get: oc
    .route({ method: 'GET', path: '/establishments/{id}', tags, summary: 'Un établissement' })
    .input(v.object({ id: idSchema }))
    .output(EstablishmentSchema),
  create: oc
    .route({ method: 'POST', path: '/establishments', tags, summary: 'Créer un établissement', successStatus: 201 })
    .input(EstablishmentCreateInputSchema)
    .output(EstablishmentSchema),
  update: oc
    .route({ method: 'PUT', path: '/establishments/{id}', tags, summary: 'Modifier un établissement' })
    .input(EstablishmentUpdateInputSchema)
    .output(EstablishmentSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/establishments/{id}',
      tags,
      summary: 'Supprimer un établissement',
      successStatus: 204,
    })
    .input(v.object({ id: idSchema }))
    .output(v.void()),
  listForClient: oc
    .route({ method: 'GET', path: '/clients/{clientId}/establishments', tags, summary: "Établissements d'un client" })
    .input(v.object({ clientId: idSchema, ...listQueryEntries }))
    .output(listOutput(EstablishmentSchema)),
  listMembers: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/members',
      tags,
      summary: "Équipe d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema, ...listQueryEntries }))
    .output(listOutput(EstablishmentMemberLinkSchema)),
  /** DESIGN §2: linking a member to an establishment is a create (201). */
  addMember: oc
    .route({
      method: 'POST',
      path: '/establishments/{establishmentId}/members',
      tags,
      summary: 'Rattacher un membre à un établissement',
      successStatus: 201,
    })
    .input(EstablishmentMemberAddInputSchema)
    .output(EstablishmentMemberLinkSchema),
  /** SPEC §7: returns a success flag (DESIGN §2: 200 { success: true }). */
  removeMember: oc
    .route({
      method: 'DELETE',
      path: '/establishments/{establishmentId}/members/{effectiveMemberId}',
      tags,
      summary: "Détacher un membre d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema, effectiveMemberId: idSchema }))
    .output(successOutput),
};
