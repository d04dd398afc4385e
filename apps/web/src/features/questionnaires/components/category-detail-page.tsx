import { getRouteApi } from '@tanstack/react-router';
import type { Category } from '@qc/shared/questionnaires/schemas';
import { CategoryUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import { useState } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useCategory } from '../api/get-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { canAuthor } from '../authoring.ts';
import { sendChecked } from '../field-errors.ts';
import { CategoryFields, type CategoryValues } from './category-fields.tsx';
import { CategoryForms } from './category-forms.tsx';
import { DeleteEntryButton } from './delete-entry-button.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';
import { QuestionnaireHeader } from './questionnaire-header.tsx';
import { toQuestionnaireInput } from './use-questionnaire-create.ts';

const toValues = (category: Category): CategoryValues => ({
  name: category.name,
  description: category.description ?? '',
  kind: category.kind,
  status: category.status,
});

function CategoryEditor({ category, canEdit }: { category: Category; canEdit: boolean }) {
  const [values, setValues] = useState(() => toValues(category));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateCategory = useUpdateCategory();

  const submit = () =>
    sendChecked(
      CategoryUpdateInputSchema,
      { id: category.id, ...toQuestionnaireInput(values, 'update') },
      { setErrors, mutate: updateCategory.mutate, onSuccess: () => notify.success('Catégorie enregistrée.') },
    );

  return (
    <QuestionnaireForm
      label="Informations de la catégorie"
      canEdit={canEdit}
      isPending={updateCategory.isPending}
      onSubmit={submit}
    >
      <CategoryFields values={values} errors={errors} onChange={setValues} disabled={!canEdit} />
    </QuestionnaireForm>
  );
}

function DeleteCategoryButton({ category }: { category: Category }) {
  const deleteCategory = useDeleteCategory();
  return (
    <DeleteEntryButton
      name={category.name}
      description="Une catégorie qui contient des questionnaires ne peut pas être supprimée : déplacez-les ou désactivez la catégorie."
      success={`La catégorie « ${category.name} » a été supprimée.`}
      isPending={deleteCategory.isPending}
      mutate={deleteCategory.mutate}
      id={category.id}
      listTo="/categories/list"
    />
  );
}

/** The page reads the record's id from its route's path (the route's loader prefetched it). */
const route = getRouteApi('/_authenticated/categories/$id');

/** /categories/{id}: edit the category, order its forms, delete it when nothing uses it. */
export function CategoryDetailPage() {
  const { id } = route.useParams();
  const user = useCurrentUser();
  const { data: category, isPending, isError, error, refetch } = useCategory(id);
  if (isPending) return <ListSkeleton label="Chargement de la catégorie" rows={4} />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;
  const canEdit = canAuthor(user, category.clientId);

  return (
    <div className="grid gap-4">
      <QuestionnaireHeader
        back={{ to: '/categories/list', label: 'Catégories' }}
        entry={category}
        actions={canEdit ? <DeleteCategoryButton category={category} /> : null}
      />
      {!canEdit ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          Lecture seule :{' '}
          {category.isShared
            ? 'les catégories partagées sont modifiées par un administrateur.'
            : 'vous ne pouvez pas modifier cette catégorie.'}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Informations</CardTitle>
          </CardHeader>
          <CardContent>
            <CategoryEditor key={category.updatedAt} category={category} canEdit={canEdit} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Questionnaires ({category.formCount})</CardTitle>
          </CardHeader>
          <CardContent>
            <CategoryForms categoryId={category.id} canEdit={canEdit} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
