import { oc } from '@orpc/contract';
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
  get: oc.route({ method: 'GET', path: '/categories/{id}', tags: categoryTags }).input(byId).output(CategorySchema),
  create: oc
    .route({ method: 'POST', path: '/categories', tags: categoryTags, successStatus: 201 })
    .input(CategoryCreateInputSchema)
    .output(CategorySchema),
  update: oc
    .route({ method: 'PUT', path: '/categories/{id}', tags: categoryTags })
    .input(CategoryUpdateInputSchema)
    .output(CategorySchema),
  remove: oc
    .route({ method: 'DELETE', path: '/categories/{id}', tags: categoryTags, successStatus: 204 })
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
    .route({ method: 'GET', path: '/forms', tags: formTags })
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
        version: v.optional(v.pipe(v.unknown(), v.transform(Number), boundedInteger(1))),
      }),
    )
    .output(FormDetailSchema),
  versions: oc
    .route({ method: 'GET', path: '/forms/{id}/versions', tags: formTags })
    .input(byId)
    .output(v.array(FormVersionSchema)),
  create: oc
    .route({ method: 'POST', path: '/forms', tags: formTags, successStatus: 201 })
    .input(FormCreateInputSchema)
    .output(FormDetailSchema),
  update: oc
    .route({ method: 'PUT', path: '/forms/{id}', tags: formTags })
    .input(FormUpdateInputSchema)
    .output(FormDetailSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/forms/{id}', tags: formTags, successStatus: 204 })
    .input(byId)
    .output(v.void()),
};

/** Every question change answers the whole form: its version may have moved on. */
export const questionsContract = {
  create: oc
    .route({ method: 'POST', path: '/forms/{formId}/questions', tags: formTags, successStatus: 201 })
    .input(QuestionCreateInputSchema)
    .output(FormDetailSchema),
  update: oc
    .route({ method: 'PUT', path: '/questions/{id}', tags: formTags })
    .input(QuestionUpdateInputSchema)
    .output(FormDetailSchema),
  duplicate: oc
    .route({ method: 'POST', path: '/questions/{id}/duplicate', tags: formTags, successStatus: 201 })
    .input(byId)
    .output(FormDetailSchema),
  remove: oc.route({ method: 'DELETE', path: '/questions/{id}', tags: formTags }).input(byId).output(FormDetailSchema),
  reorder: oc
    .route({ method: 'PUT', path: '/forms/{formId}/questions/order', tags: formTags })
    .input(QuestionReorderInputSchema)
    .output(FormDetailSchema),
};
