import { successOutput } from '../common/list.ts';
import { parentListInput, routeGroup } from '../common/routes.ts';
import {
  EstablishmentCreateInputSchema,
  EstablishmentListInputSchema,
  EstablishmentMemberAddInputSchema,
  EstablishmentMemberLinkSchema,
  EstablishmentSchema,
  EstablishmentUpdateInputSchema,
} from './schemas.ts';
import { EstablishmentProfileInputSchema } from './profile.ts';

const routes = routeGroup(['Établissements']);

export const establishmentsContract = {
  /** The establishments of a user: what the switcher lists (DESIGN §3), sorted by name. */
  listForUser: routes.list(
    '/establishments/user/{userId}',
    "Établissements d'un utilisateur",
    parentListInput('userId'),
    EstablishmentSchema,
  ),
  ...routes.crud(
    '/establishments',
    {
      item: EstablishmentSchema,
      list: EstablishmentListInputSchema,
      create: EstablishmentCreateInputSchema,
      update: EstablishmentUpdateInputSchema,
    },
    {
      list: 'Liste des établissements',
      get: 'Un établissement',
      create: 'Créer un établissement',
      update: 'Modifier un établissement',
      remove: 'Supprimer un établissement',
    },
  ),
  /** Issue 26 (ADR 035): the regulatory profile, written whole; not in SPEC §7 (additive). */
  updateProfile: routes.put(
    '/establishments/{id}/profile',
    "Modifier le profil réglementaire d'un établissement",
    EstablishmentProfileInputSchema,
    EstablishmentSchema,
  ),
  listForClient: routes.list(
    '/clients/{clientId}/establishments',
    "Établissements d'un client",
    parentListInput('clientId'),
    EstablishmentSchema,
  ),
  listMembers: routes.list(
    '/establishments/{establishmentId}/members',
    "Équipe d'un établissement",
    parentListInput('establishmentId'),
    EstablishmentMemberLinkSchema,
  ),
  /** DESIGN §2: linking a member to an establishment is a create (201). */
  addMember: routes.create(
    '/establishments/{establishmentId}/members',
    'Rattacher un membre à un établissement',
    EstablishmentMemberAddInputSchema,
    EstablishmentMemberLinkSchema,
  ),
  /** SPEC §7: returns a success flag (DESIGN §2: 200 { success: true }). */
  removeMember: routes.delete(
    '/establishments/{establishmentId}/members/{effectiveMemberId}',
    "Détacher un membre d'un établissement",
    successOutput,
  ),
};
