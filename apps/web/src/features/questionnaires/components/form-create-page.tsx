import { FormCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useCreateForm } from '../api/create-form.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { FormFields, type FormValues } from './form-fields.tsx';
import { OwnerField } from './owner-field.tsx';
import { QuestionnaireCreatePage } from './questionnaire-create-page.tsx';
import { toQuestionnaireInput, useQuestionnaireCreate } from './use-questionnaire-create.ts';

const EMPTY_FORM: FormValues = {
  name: '',
  description: '',
  kind: '',
  categoryId: '',
  status: 'ACTIVE',
  establishmentCategories: [],
};

/** /forms/list/create: the shared schema's messages first, then the server's; then on to the new form. */
export function FormCreatePage() {
  const { user, isAdmin, values, setValues, ownerId, setOwnerId, errors, create } = useQuestionnaireCreate(
    'form',
    EMPTY_FORM,
  );
  const categories = useCategoryChoices();
  const createForm = useCreateForm();
  // A shared form goes in a shared category; a client's form in a shared one or its own.
  const ownerClientId = isAdmin ? ownerId || null : user.clientId;
  const categoryChoices = (categories.data?.items ?? []).filter(
    (category) => category.clientId === null || category.clientId === ownerClientId,
  );

  const submit = () =>
    create(
      FormCreateInputSchema,
      {
        ...toQuestionnaireInput(values, 'create'),
        categoryId: values.categoryId || null,
        establishmentCategories: values.establishmentCategories,
      },
      createForm.mutate,
    );

  return (
    <QuestionnaireCreatePage entry="form" isPending={createForm.isPending} onSubmit={submit}>
      {isAdmin ? (
        <OwnerField
          value={ownerId}
          error={errors.clientId}
          onChange={(clientId) => {
            setOwnerId(clientId);
            setValues((previous) => ({ ...previous, categoryId: '' }));
          }}
        />
      ) : null}
      <FormFields values={values} errors={errors} onChange={setValues} categories={categoryChoices} />
    </QuestionnaireCreatePage>
  );
}
