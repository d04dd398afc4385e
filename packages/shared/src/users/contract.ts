import { routeGroup } from '../common/routes.ts';
import { UserCreateInputSchema, UserListInputSchema, UserSchema, UserUpdateInputSchema } from './schemas.ts';

const routes = routeGroup(['Utilisateurs']);

export const usersContract = {
  self: routes.get('/users/self', "Profil de l'utilisateur connecté", UserSchema),
  ...routes.crud(
    '/users',
    { item: UserSchema, list: UserListInputSchema, create: UserCreateInputSchema, update: UserUpdateInputSchema },
    {
      list: 'Liste des utilisateurs',
      get: 'Un utilisateur',
      create: 'Créer un utilisateur',
      update: 'Modifier un utilisateur',
      remove: 'Supprimer un utilisateur',
    },
  ),
};
