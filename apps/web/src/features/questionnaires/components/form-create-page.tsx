import { userHasRole } from '@qc/shared/permissions';
import { FormCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCreateForm } from '../api/create-form.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { getPathFieldErrors } from '../field-errors.ts';
import { FormFields, type FormValues } from './form-fields.tsx';
import { OwnerField } from './owner-field.tsx';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      description: values.description || undefined,
      kind: values.kind || undefined,
      status: values.status,
      categoryId: values.categoryId || null,
      establishmentCategories: values.establishmentCategories,
      ...(isAdmin ? { clientId: ownerId || null } : {}),
    };
    const checked = getPathFieldErrors(FormCreateInputSchema, input);
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    createForm.mutate(checked.output, {
      onSuccess: (form) => {
        notify.success('Questionnaire créé. Ajoutez-lui des questions.');
        void navigate({ to: '/forms/$id', params: { id: form.id } });
      },
      onError: (error) => {
        const fieldErrors = getFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else notify.error(getErrorMessage(error));
      },
    });
  };

  return (
    <div className="grid max-w-3xl gap-4">
      <div>
        <p className="text-sm">
          <Link to="/forms/list" className="text-muted-foreground hover:underline">
            Tous les questionnaires
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">Nouveau questionnaire</h1>
      </div>
      <Card>
        <CardContent className="pt-5">
          <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Nouveau questionnaire">
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
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" asChild>
                <Link to="/forms/list">Annuler</Link>
              </Button>
              <Button type="submit" disabled={createForm.isPending}>
                {createForm.isPending ? 'Création…' : 'Créer le questionnaire'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
