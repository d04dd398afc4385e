import { CategoryCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/toast.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { sendChecked } from '../field-errors.ts';
import { CategoryFields, EMPTY_CATEGORY } from './category-fields.tsx';
import { OwnerField } from './owner-field.tsx';
import { QuestionnaireCreatePage } from './questionnaire-create-page.tsx';
import { toQuestionnaireInput, useQuestionnaireCreate } from './use-questionnaire-create.ts';

/** /categories/list/create: the shared schema's messages first, then the server's. */
export function CategoryCreatePage() {
  const navigate = useNavigate();
  const { isAdmin, values, setValues, ownerId, setOwnerId, errors, setErrors, ownerInput } =
    useQuestionnaireCreate(EMPTY_CATEGORY);
  const createCategory = useCreateCategory();

  const submit = () =>
    sendChecked(
      CategoryCreateInputSchema,
      { ...toQuestionnaireInput(values, 'create'), ...ownerInput },
      {
        setErrors,
        mutate: createCategory.mutate,
        onSuccess: (category) => {
          notify.success('Catégorie créée.');
          void navigate({ to: '/categories/$id', params: { id: category.id } });
        },
      },
    );

  return (
    <QuestionnaireCreatePage
      back={{ to: '/categories/list', label: 'Catégories' }}
      title="Nouvelle catégorie"
      submitLabel="Créer la catégorie"
      isPending={createCategory.isPending}
      onSubmit={submit}
    >
      {isAdmin ? <OwnerField value={ownerId} onChange={setOwnerId} error={errors.clientId} /> : null}
      <CategoryFields values={values} errors={errors} onChange={setValues} />
    </QuestionnaireCreatePage>
  );
}
