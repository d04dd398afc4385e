import { authed, requirePermission } from '../orpc/base.ts';
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
const reader = requirePermission('form:read');

export const categoriesRouter = {
  list: authed.categories.list
    .use(reader)
    .handler(({ input, context }) => listCategories(context.deps.db, context.actor, input)),
  get: authed.categories.get
    .use(reader)
    .handler(({ input, context }) => getCategory(context.deps.db, context.actor, input.id)),
  create: authed.categories.create.handler(({ input, context }) =>
    createCategory(context.deps.db, context.actor, input),
  ),
  update: authed.categories.update.handler(({ input, context }) =>
    updateCategory(context.deps.db, context.actor, input),
  ),
  remove: authed.categories.remove.handler(async ({ input, context }) => {
    await deleteCategory(context.deps.db, context.actor, input.id);
  }),
};

export const formsRouter = {
  overview: authed.forms.overview
    .use(reader)
    .handler(({ context }) => getFormsOverview(context.deps.db, context.actor)),
  list: authed.forms.list.use(reader).handler(({ input, context }) => listForms(context.deps.db, context.actor, input)),
  get: authed.forms.get
    .use(reader)
    .handler(({ input, context }) => getFormDetail(context.deps.db, context.actor, input.id, input.version)),
  versions: authed.forms.versions
    .use(reader)
    .handler(({ input, context }) => listFormVersions(context.deps.db, context.actor, input.id)),
  create: authed.forms.create.handler(({ input, context }) => createForm(context.deps.db, context.actor, input)),
  update: authed.forms.update.handler(({ input, context }) => updateForm(context.deps.db, context.actor, input)),
  remove: authed.forms.remove.handler(async ({ input, context }) => {
    await deleteForm(context.deps.db, context.actor, input.id);
  }),
};

export const questionsRouter = {
  create: authed.questions.create.handler(({ input, context }) =>
    createQuestion(context.deps.db, context.actor, input),
  ),
  update: authed.questions.update.handler(({ input, context }) =>
    updateQuestion(context.deps.db, context.actor, input),
  ),
  duplicate: authed.questions.duplicate.handler(({ input, context }) =>
    duplicateQuestion(context.deps.db, context.actor, input.id),
  ),
  remove: authed.questions.remove.handler(({ input, context }) =>
    deleteQuestion(context.deps.db, context.actor, input.id),
  ),
  reorder: authed.questions.reorder.handler(({ input, context }) =>
    reorderQuestions(context.deps.db, context.actor, input),
  ),
};
