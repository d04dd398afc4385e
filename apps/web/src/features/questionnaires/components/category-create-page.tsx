import { userHasRole } from '@qc/shared/permissions';
import { CategoryCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { sendChecked } from '../field-errors.ts';
import { CategoryFields, EMPTY_CATEGORY } from './category-fields.tsx';
import { OwnerField } from './owner-field.tsx';
import { QuestionnaireCreatePage } from './questionnaire-create-page.tsx';

/** /categories/list/create: the shared schema's messages first, then the server's. */
export function CategoryCreatePage() {
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_CATEGORY);
  const [ownerId, setOwnerId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createCategory = useCreateCategory();

  const submit = () =>
    sendChecked(
      CategoryCreateInputSchema,
      {
        name: values.name,
        description: values.description || undefined,
        kind: values.kind || undefined,
        status: values.status,
        ...(isAdmin ? { clientId: ownerId || null } : {}),
      },
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
