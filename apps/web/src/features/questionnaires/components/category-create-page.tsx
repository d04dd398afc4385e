import { userHasRole } from '@qc/shared/permissions';
import { CategoryCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { getPathFieldErrors } from '../field-errors.ts';
import { CategoryFields, EMPTY_CATEGORY } from './category-fields.tsx';
import { OwnerField } from './owner-field.tsx';

/** /categories/list/create: the shared schema's messages first, then the server's. */
export function CategoryCreatePage() {
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_CATEGORY);
  const [ownerId, setOwnerId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createCategory = useCreateCategory();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: values.name,
      description: values.description || undefined,
      kind: values.kind || undefined,
      status: values.status,
      ...(isAdmin ? { clientId: ownerId || null } : {}),
    };
    const checked = getPathFieldErrors(CategoryCreateInputSchema, input);
    if (!checked.success) return setErrors(checked.fieldErrors);
    setErrors({});
    createCategory.mutate(checked.output, {
      onSuccess: (category) => {
        notify.success('Catégorie créée.');
        void navigate({ to: '/categories/$id', params: { id: category.id } });
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
          <Link to="/categories/list" className="text-muted-foreground hover:underline">
            Catégories
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">Nouvelle catégorie</h1>
      </div>
      <Card>
        <CardContent className="pt-5">
          <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Nouvelle catégorie">
            {isAdmin ? <OwnerField value={ownerId} onChange={setOwnerId} error={errors.clientId} /> : null}
            <CategoryFields values={values} errors={errors} onChange={setValues} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" asChild>
                <Link to="/categories/list">Annuler</Link>
              </Button>
              <Button type="submit" disabled={createCategory.isPending}>
                {createCategory.isPending ? 'Création…' : 'Créer la catégorie'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
