import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput, successOutput } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import {
  EffectiveMemberSchema,
  MemberConvertInputSchema,
  MemberConvertOutputSchema,
  MemberCreateInputSchema,
  MemberListInputSchema,
  MemberUpdateInputSchema,
} from './schemas.ts';

const tags = ['Membres effectifs'];

export const membersContract = {
  list: oc
    .route({ method: 'GET', path: '/members/effective', tags, summary: 'Annuaire des membres effectifs' })
    .input(MemberListInputSchema)
    .output(listOutput(EffectiveMemberSchema)),
  get: oc
    .route({ method: 'GET', path: '/members/effective/{id}', tags, summary: 'Un membre effectif' })
    .input(v.object({ id: idSchema }))
    .output(EffectiveMemberSchema),
  create: oc
    .route({
      method: 'POST',
      path: '/members/effective',
      tags,
      summary: 'Créer un membre effectif',
      successStatus: 201,
    })
    .input(MemberCreateInputSchema)
    .output(EffectiveMemberSchema),
  update: oc
    .route({ method: 'PUT', path: '/members/effective/{id}', tags, summary: 'Modifier un membre effectif' })
    .input(MemberUpdateInputSchema)
    .output(EffectiveMemberSchema),
  /** SPEC §7: returns a success flag (DESIGN §2: 200 { success: true }). */
  remove: oc
    .route({ method: 'DELETE', path: '/members/effective/{id}', tags, summary: 'Supprimer un membre effectif' })
    .input(v.object({ id: idSchema }))
    .output(successOutput),
  convertToUser: oc
    .route({
      method: 'POST',
      path: '/members/effective/{id}/convert-to-user',
      tags,
      summary: 'Créer le compte utilisateur d’un membre',
    })
    .input(MemberConvertInputSchema)
    .output(MemberConvertOutputSchema),
};
