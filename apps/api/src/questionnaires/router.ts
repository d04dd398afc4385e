import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations } from '../orpc/operations.ts';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from './categories-service.ts';
import { getFormDetail } from './forms-queries.ts';
import { createForm, deleteForm, getFormsOverview, listFormVersions, listForms, updateForm } from './forms-service.ts';
import {
  createQuestion,
  deleteQuestion,
  duplicateQuestion,
  reorderQuestions,
  updateQuestion,
} from './questions-service.ts';

// Reading needs form:read; authoring checks library:manage or form:manage per item (access.ts).
export const categoriesRouter = operations(authed.categories, {
  list: listCategories,
  get: byId(getCategory),
  create: createCategory,
  update: updateCategory,
  remove: answeringNothing(byId(deleteCategory)),
});

export const formsRouter = operations(authed.forms, {
  overview: (db, actor) => getFormsOverview(db, actor),
  list: listForms,
  get: (db, actor, input) => getFormDetail(db, actor, input.id, input.version),
  versions: byId(listFormVersions),
  create: createForm,
  update: updateForm,
  remove: answeringNothing((db, actor, input, context) => deleteForm(db, context.deps.storage, actor, input.id)),
});

export const questionsRouter = operations(authed.questions, {
  create: createQuestion,
  update: updateQuestion,
  duplicate: byId(duplicateQuestion),
  remove: byId(deleteQuestion),
  reorder: reorderQuestions,
});
