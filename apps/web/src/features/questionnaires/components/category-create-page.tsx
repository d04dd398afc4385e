import { CategoryCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useCreateCategory } from '../api/create-category.ts';
import { CategoryFields, EMPTY_CATEGORY } from './category-fields.tsx';
import { OwnerField } from './owner-field.tsx';
import { QuestionnaireCreatePage } from './questionnaire-create-page.tsx';
import { toQuestionnaireInput, useQuestionnaireCreate } from './use-questionnaire-create.ts';

/** /categories/list/create: the shared schema's messages first, then the server's. */
export function CategoryCreatePage() {
  const { isAdmin, values, setValues, ownerId, setOwnerId, errors, create } = useQuestionnaireCreate(
    'category',
    EMPTY_CATEGORY,
  );
  const createCategory = useCreateCategory();

  const submit = () => create(CategoryCreateInputSchema, toQuestionnaireInput(values, 'create'), createCategory.mutate);

  return (
    <QuestionnaireCreatePage entry="category" isPending={createCategory.isPending} onSubmit={submit}>
      {isAdmin ? <OwnerField value={ownerId} onChange={setOwnerId} error={errors.clientId} /> : null}
      <CategoryFields values={values} errors={errors} onChange={setValues} />
    </QuestionnaireCreatePage>
  );
}
