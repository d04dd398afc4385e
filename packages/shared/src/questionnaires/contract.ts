import { oc } from '../common/base-contract.ts';
import { documentAs } from '../validation/json-schema.ts';
import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { boundedInteger, idSchema } from '../validation/fields.ts';
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

const categoryTags = ['Catégories'];
const formTags = ['Questionnaires'];
const byId = v.object({ id: idSchema });

export const categoriesContract = {
  list: oc
    .route({ method: 'GET', path: '/categories', tags: categoryTags, summary: 'Catégories visibles' })
    .input(CategoryListInputSchema)
    .output(listOutput(CategorySchema)),
  get: oc
    .route({ method: 'GET', path: '/categories/{id}', tags: categoryTags, summary: 'Une catégorie' })
    .input(byId)
    .output(CategorySchema),
  create: oc
    .route({
      method: 'POST',
      path: '/categories',
      tags: categoryTags,
      successStatus: 201,
      summary: 'Créer une catégorie',
    })
    .input(CategoryCreateInputSchema)
    .output(CategorySchema),
  update: oc
    .route({ method: 'PUT', path: '/categories/{id}', tags: categoryTags, summary: 'Modifier une catégorie' })
    .input(CategoryUpdateInputSchema)
    .output(CategorySchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/categories/{id}',
      tags: categoryTags,
      successStatus: 204,
      summary: 'Supprimer une catégorie',
    })
    .input(byId)
    .output(v.void()),
};

export const formsContract = {
  overview: oc
    .route({
      method: 'GET',
      path: '/forms/overview',
      tags: formTags,
      summary: 'Comptes par type et statut, modifications récentes',
    })
    .output(FormOverviewSchema),
  list: oc
    .route({ method: 'GET', path: '/forms', tags: formTags, summary: 'Liste des questionnaires' })
    .input(FormListInputSchema)
    .output(listOutput(FormSchema)),
  get: oc
    .route({
      method: 'GET',
      path: '/forms/{id}',
      tags: formTags,
      summary: 'Un questionnaire et les questions d’une version',
    })
    .input(
      v.object({
        id: idSchema,
        version: documentAs(v.optional(v.pipe(v.unknown(), v.transform(Number), boundedInteger(1))), {
          type: 'integer',
          minimum: 1,
          description: 'Version du questionnaire (la version en vigueur si absente)',
        }),
      }),
    )
    .output(FormDetailSchema),
  versions: oc
    .route({ method: 'GET', path: '/forms/{id}/versions', tags: formTags, summary: 'Versions d’un questionnaire' })
    .input(byId)
    .output(v.array(FormVersionSchema)),
  create: oc
    .route({ method: 'POST', path: '/forms', tags: formTags, successStatus: 201, summary: 'Créer un questionnaire' })
    .input(FormCreateInputSchema)
    .output(FormDetailSchema),
  update: oc
    .route({ method: 'PUT', path: '/forms/{id}', tags: formTags, summary: 'Modifier un questionnaire' })
    .input(FormUpdateInputSchema)
    .output(FormDetailSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/forms/{id}',
      tags: formTags,
      successStatus: 204,
      summary: 'Supprimer un questionnaire',
    })
    .input(byId)
    .output(v.void()),
};

/** Every question change answers the whole form: its version may have moved on. */
export const questionsContract = {
  create: oc
    .route({
      method: 'POST',
      path: '/forms/{formId}/questions',
      tags: formTags,
      successStatus: 201,
      summary: 'Ajouter une question',
    })
    .input(QuestionCreateInputSchema)
    .output(FormDetailSchema),
  update: oc
    .route({ method: 'PUT', path: '/questions/{id}', tags: formTags, summary: 'Modifier une question' })
    .input(QuestionUpdateInputSchema)
    .output(FormDetailSchema),
  duplicate: oc
    .route({
      method: 'POST',
      path: '/questions/{id}/duplicate',
      tags: formTags,
      successStatus: 201,
      summary: 'Dupliquer une question',
    })
    .input(byId)
    .output(FormDetailSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/questions/{id}', tags: formTags, summary: 'Supprimer une question' })
    .input(byId)
    .output(FormDetailSchema),
  reorder: oc
    .route({
      method: 'PUT',
      path: '/forms/{formId}/questions/order',
      tags: formTags,
      summary: 'Réordonner les questions',
    })
    .input(QuestionReorderInputSchema)
    .output(FormDetailSchema),
};
