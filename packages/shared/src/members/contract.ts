import { listOutput, successOutput } from '../common/list.ts';
import { byId, routeGroup } from '../common/routes.ts';
import {
  EffectiveMemberSchema,
  MemberConvertInputSchema,
  MemberConvertOutputSchema,
  MemberCreateInputSchema,
  MemberListInputSchema,
  MemberUpdateInputSchema,
} from './schemas.ts';

const routes = routeGroup(['Membres effectifs']);

export const membersContract = {
  list: routes
    .get('/members/effective', 'Annuaire des membres effectifs')
    .input(MemberListInputSchema)
    .output(listOutput(EffectiveMemberSchema)),
  get: routes.get('/members/effective/{id}', 'Un membre effectif').input(byId).output(EffectiveMemberSchema),
  create: routes
    .create('/members/effective', 'Créer un membre effectif')
    .input(MemberCreateInputSchema)
    .output(EffectiveMemberSchema),
  update: routes
    .put('/members/effective/{id}', 'Modifier un membre effectif')
    .input(MemberUpdateInputSchema)
    .output(EffectiveMemberSchema),
  /** SPEC §7: returns a success flag (DESIGN §2: 200 { success: true }), not the 204 of `routes.remove`. */
  remove: routes.delete('/members/effective/{id}', 'Supprimer un membre effectif').input(byId).output(successOutput),
  convertToUser: routes
    .post('/members/effective/{id}/convert-to-user', 'Créer le compte utilisateur d’un membre')
    .input(MemberConvertInputSchema)
    .output(MemberConvertOutputSchema),
};
