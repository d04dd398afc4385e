import { successOutput } from '../common/list.ts';
import { routeGroup } from '../common/routes.ts';
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
  list: routes.list(
    '/members/effective',
    'Annuaire des membres effectifs',
    MemberListInputSchema,
    EffectiveMemberSchema,
  ),
  get: routes.get('/members/effective/{id}', 'Un membre effectif', EffectiveMemberSchema),
  create: routes.create(
    '/members/effective',
    'Créer un membre effectif',
    MemberCreateInputSchema,
    EffectiveMemberSchema,
  ),
  update: routes.put(
    '/members/effective/{id}',
    'Modifier un membre effectif',
    MemberUpdateInputSchema,
    EffectiveMemberSchema,
  ),
  /** SPEC §7: returns a success flag (DESIGN §2: 200 { success: true }), not the 204 of `routes.remove`. */
  remove: routes.delete('/members/effective/{id}', 'Supprimer un membre effectif', successOutput),
  convertToUser: routes.post(
    '/members/effective/{id}/convert-to-user',
    'Créer le compte utilisateur d’un membre',
    MemberConvertInputSchema,
    MemberConvertOutputSchema,
  ),
};
