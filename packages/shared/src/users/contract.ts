import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import { UserCreateInputSchema, UserListInputSchema, UserSchema, UserUpdateInputSchema } from './schemas.ts';

const tags = ['Utilisateurs'];

export const usersContract = {
  self: oc
    .route({ method: 'GET', path: '/users/self', tags, summary: "Profil de l'utilisateur connecté" })
    .output(UserSchema),
  list: oc
    .route({ method: 'GET', path: '/users', tags, summary: 'Liste des utilisateurs' })
    .input(UserListInputSchema)
    .output(listOutput(UserSchema)),
  get: oc
    .route({ method: 'GET', path: '/users/{id}', tags, summary: 'Un utilisateur' })
    .input(v.object({ id: idSchema }))
    .output(UserSchema),
  create: oc
    .route({ method: 'POST', path: '/users', tags, summary: 'Créer un utilisateur', successStatus: 201 })
    .input(UserCreateInputSchema)
    .output(UserSchema),
  update: oc
    .route({ method: 'PUT', path: '/users/{id}', tags, summary: 'Modifier un utilisateur' })
    .input(UserUpdateInputSchema)
    .output(UserSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/users/{id}', tags, summary: 'Supprimer un utilisateur', successStatus: 204 })
    .input(v.object({ id: idSchema }))
    .output(v.void()),
};
