import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, crud, operations } from '../orpc/operations.ts';
import { createCategory } from './create-category.ts';
import { deleteCategory } from './delete-category.ts';
import { getCategory } from './get-category.ts';
import { listCategories } from './list-categories.ts';
import { updateCategory } from './update-category.ts';
import { getFormDetail } from './forms-queries.ts';
import { createForm } from './create-form.ts';
import { deleteForm } from './delete-form.ts';
import { getFormsOverview } from './get-forms-overview.ts';
import { listFormVersions } from './list-form-versions.ts';
import { listForms } from './list-forms.ts';
import { updateForm } from './update-form.ts';
import { createQuestion } from './create-question.ts';
import { deleteQuestion } from './delete-question.ts';
import { duplicateQuestion } from './duplicate-question.ts';
import { reorderQuestions } from './reorder-questions.ts';
import { updateQuestion } from './update-question.ts';

// Reading needs form:read; authoring checks library:manage or form:manage per item (access.ts).
export const categoriesRouter = operations(
  authed.categories,
  crud({
    list: listCategories,
    get: getCategory,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  }),
);

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
