import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { byId, optionalVersionQuery, routeGroup } from '../common/routes.ts';
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
  overview: formRoutes
    .get('/forms/overview', 'Comptes par type et statut, modifications récentes')
    .output(FormOverviewSchema),
  list: formRoutes.get('/forms', 'Liste des questionnaires').input(FormListInputSchema).output(listOutput(FormSchema)),
  get: formRoutes
    .get('/forms/{id}', 'Un questionnaire et les questions d’une version')
    .input(
      v.object({
        id: idSchema,
        version: optionalVersionQuery('Version du questionnaire (la version en vigueur si absente)'),
      }),
    )
    .output(FormDetailSchema),
  versions: formRoutes
    .get('/forms/{id}/versions', 'Versions d’un questionnaire')
    .input(byId)
    .output(v.array(FormVersionSchema)),
  create: formRoutes.create('/forms', 'Créer un questionnaire').input(FormCreateInputSchema).output(FormDetailSchema),
  update: formRoutes
    .put('/forms/{id}', 'Modifier un questionnaire')
    .input(FormUpdateInputSchema)
    .output(FormDetailSchema),
  remove: formRoutes.remove('/forms/{id}', 'Supprimer un questionnaire'),
};

/** Every question change answers the whole form: its version may have moved on. */
export const questionsContract = {
  create: formRoutes
    .create('/forms/{formId}/questions', 'Ajouter une question')
    .input(QuestionCreateInputSchema)
    .output(FormDetailSchema),
  update: formRoutes
    .put('/questions/{id}', 'Modifier une question')
    .input(QuestionUpdateInputSchema)
    .output(FormDetailSchema),
  duplicate: formRoutes
    .create('/questions/{id}/duplicate', 'Dupliquer une question')
    .input(byId)
    .output(FormDetailSchema),
  remove: formRoutes.delete('/questions/{id}', 'Supprimer une question').input(byId).output(FormDetailSchema),
  reorder: formRoutes
    .put('/forms/{formId}/questions/order', 'Réordonner les questions')
    .input(QuestionReorderInputSchema)
    .output(FormDetailSchema),
};
