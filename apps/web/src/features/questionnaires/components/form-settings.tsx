import type { Category, FormDetail } from '@qc/shared/questionnaires/schemas';
import { FormUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/lib/toast.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { useUpdateForm } from '../api/update-form.ts';
import { sendChecked } from '../field-errors.ts';
import { FormFields, type FormValues } from './form-fields.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';
import { toQuestionnaireInput } from './use-questionnaire-create.ts';

function toValues(form: FormDetail): FormValues {
  return {
    name: form.name,
    description: form.description ?? '',
    kind: form.kind,
    categoryId: form.categoryId ?? '',
    status: form.status,
    establishmentCategories: form.establishmentCategories,
  };
}

/** The form's own fields. What was typed stays on screen when saving fails. */
export function FormSettings({ form, canEdit }: { form: FormDetail; canEdit: boolean }) {
  const [values, setValues] = useState(() => toValues(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategoryChoices();
  const updateForm = useUpdateForm();
  const choices: Category[] = (categories.data?.items ?? []).filter(
    (category) => category.clientId === null || category.clientId === form.clientId,
  );

  const submit = () =>
    sendChecked(
      FormUpdateInputSchema,
      {
        id: form.id,
        ...toQuestionnaireInput(values, 'update'),
        categoryId: values.categoryId || null,
        establishmentCategories: values.establishmentCategories,
      },
      {
        setErrors,
        mutate: updateForm.mutate,
        onSuccess: (saved) => {
          setValues(toValues(saved));
          notify.success('Questionnaire enregistré.');
        },
      },
    );

  return (
    <QuestionnaireForm
      label="Informations du questionnaire"
      className="grid max-w-3xl gap-6"
      canEdit={canEdit}
      isPending={updateForm.isPending}
      onSubmit={submit}
      secondaryAction={
        <Button variant="outline" onClick={() => (setValues(toValues(form)), setErrors({}))}>
          Annuler les modifications
        </Button>
      }
    >
      <FormFields values={values} errors={errors} onChange={setValues} categories={choices} disabled={!canEdit} />
    </QuestionnaireForm>
  );
}
