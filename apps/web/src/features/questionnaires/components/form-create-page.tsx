import { userHasRole } from '@qc/shared/permissions';
import { FormCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCreateForm } from '../api/create-form.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { sendChecked } from '../field-errors.ts';
import { FormFields, type FormValues } from './form-fields.tsx';
import { OwnerField } from './owner-field.tsx';
import { QuestionnaireCreatePage } from './questionnaire-create-page.tsx';

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
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_FORM);
  const [ownerId, setOwnerId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategoryChoices();
  const createForm = useCreateForm();
  // A shared form goes in a shared category; a client's form in a shared one or its own.
  const ownerClientId = isAdmin ? ownerId || null : user.clientId;
  const categoryChoices = (categories.data?.items ?? []).filter(
    (category) => category.clientId === null || category.clientId === ownerClientId,
  );

  const submit = () =>
    sendChecked(
      FormCreateInputSchema,
      {
        name: values.name,
        description: values.description || undefined,
        kind: values.kind || undefined,
        status: values.status,
        categoryId: values.categoryId || null,
        establishmentCategories: values.establishmentCategories,
        ...(isAdmin ? { clientId: ownerId || null } : {}),
      },
      {
        setErrors,
        mutate: createForm.mutate,
        onSuccess: (form) => {
          notify.success('Questionnaire créé. Ajoutez-lui des questions.');
          void navigate({ to: '/forms/$id', params: { id: form.id } });
        },
      },
    );

  return (
    <QuestionnaireCreatePage
      back={{ to: '/forms/list', label: 'Tous les questionnaires' }}
      title="Nouveau questionnaire"
      submitLabel="Créer le questionnaire"
      isPending={createForm.isPending}
      onSubmit={submit}
    >
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
