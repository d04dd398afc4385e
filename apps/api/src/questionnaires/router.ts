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
const reader = ['form:read'] as const;

export const categoriesRouter = {
  ...operations(authed.categories, reader, { list: listCategories, get: byId(getCategory) }),
  ...operations(authed.categories, null, {
    create: createCategory,
    update: updateCategory,
    remove: answeringNothing(byId(deleteCategory)),
  }),
};

export const formsRouter = {
  ...operations(authed.forms, reader, {
    overview: (db, actor) => getFormsOverview(db, actor),
    list: listForms,
    get: (db, actor, input) => getFormDetail(db, actor, input.id, input.version),
    versions: byId(listFormVersions),
  }),
  ...operations(authed.forms, null, {
    create: createForm,
    update: updateForm,
    remove: answeringNothing((db, actor, input, context) => deleteForm(db, context.deps.storage, actor, input.id)),
  }),
};

export const questionsRouter = operations(authed.questions, null, {
  create: createQuestion,
  update: updateQuestion,
  duplicate: byId(duplicateQuestion),
  remove: byId(deleteQuestion),
  reorder: reorderQuestions,
});
