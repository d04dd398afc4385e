import * as v from 'valibot';
import { optionalVersionQuery, routeGroup } from '../common/routes.ts';
import { idSchema } from '../validation/fields.ts';
import { QuestionCreateInputSchema, QuestionUpdateInputSchema } from './question-schemas.ts';
import {
  CategoryCreateInputSchema,
  CategoryListInputSchema,
  CategorySchema,
  CategoryUpdateInputSchema,
  FormCreateInputSchema,
  FormDetailSchema,
  FormListInputSchema,
  FormOverviewSchema,
  FormSchema,
  FormUpdateInputSchema,
  FormVersionSchema,
  QuestionReorderInputSchema,
} from './schemas.ts';

const categoryRoutes = routeGroup(['Catégories']);
const formRoutes = routeGroup(['Questionnaires']);

export const categoriesContract = categoryRoutes.crud(
  '/categories',
  {
    item: CategorySchema,
    list: CategoryListInputSchema,
    create: CategoryCreateInputSchema,
    update: CategoryUpdateInputSchema,
  },
  {
    list: 'Catégories visibles',
    get: 'Une catégorie',
    create: 'Créer une catégorie',
    update: 'Modifier une catégorie',
    remove: 'Supprimer une catégorie',
  },
);

export const formsContract = {
  overview: formRoutes.get('/forms/overview', 'Comptes par type et statut, modifications récentes', FormOverviewSchema),
  list: formRoutes.list('/forms', 'Liste des questionnaires', FormListInputSchema, FormSchema),
  get: formRoutes.get(
    '/forms/{id}',
    'Un questionnaire et les questions d’une version',
    v.object({
      id: idSchema,
      version: optionalVersionQuery('Version du questionnaire (la version en vigueur si absente)'),
    }),
    FormDetailSchema,
  ),
  versions: formRoutes.get('/forms/{id}/versions', 'Versions d’un questionnaire', v.array(FormVersionSchema)),
  create: formRoutes.create('/forms', 'Créer un questionnaire', FormCreateInputSchema, FormDetailSchema),
  update: formRoutes.put('/forms/{id}', 'Modifier un questionnaire', FormUpdateInputSchema, FormDetailSchema),
  remove: formRoutes.remove('/forms/{id}', 'Supprimer un questionnaire'),
};

/** Every question change answers the whole form: its version may have moved on. */
export const questionsContract = {
  create: formRoutes.create(
    '/forms/{formId}/questions',
    'Ajouter une question',
    QuestionCreateInputSchema,
    FormDetailSchema,
  ),
  update: formRoutes.put('/questions/{id}', 'Modifier une question', QuestionUpdateInputSchema, FormDetailSchema),
  duplicate: formRoutes.create('/questions/{id}/duplicate', 'Dupliquer une question', FormDetailSchema),
  remove: formRoutes.delete('/questions/{id}', 'Supprimer une question', FormDetailSchema),
  reorder: formRoutes.put(
    '/forms/{formId}/questions/order',
    'Réordonner les questions',
    QuestionReorderInputSchema,
    FormDetailSchema,
  ),
};
