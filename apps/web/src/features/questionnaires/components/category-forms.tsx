import type { Form } from '@qc/shared/questionnaires/schemas';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { RecordLink } from '@/components/ui/record-link.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCategoryForms } from '../api/get-category.ts';
import { useReorderCategoryForms } from '../api/reorder-category-forms.ts';
import { ListSkeleton } from '@/components/admin/list-skeleton.tsx';
import { MoveButtons, moveItem, useMoveFocus, type Direction } from './move-buttons.tsx';
import { KindBadge, SharedBadge } from '@/components/library/questionnaire-badges.tsx';
import { StatusBadge, VersionBadge } from './questionnaire-badges.tsx';

/** The forms of a category in their order; move buttons keep the focus on the moved form. */
export function CategoryForms({ categoryId, canEdit }: { categoryId: string; canEdit: boolean }) {
  const { data, isPending, isError, error, refetch } = useCategoryForms(categoryId);
  const reorder = useReorderCategoryForms();
  const [order, setOrder] = useState<Form[] | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const forms = order ?? data?.items ?? [];

  const setFocusTarget = useMoveFocus(listRef, 'data-form-id', order ?? data?.items);

  if (isPending) return <ListSkeleton label="Chargement des questionnaires de la catégorie" rows={3} />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;
  if (forms.length === 0)
    return (
      <EmptyState
        title="Aucun questionnaire dans cette catégorie"
        description="Choisissez cette catégorie dans les informations d’un questionnaire pour l’y ranger."
      />
    );

  const moveBy = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= forms.length || reorder.isPending) return;
    const next = moveItem(forms, index, target);
    const form = forms[index]!;
    setOrder(next);
    setFocusTarget({ id: form.id, direction });
    reorder.mutate(next, {
      onSuccess: () => {
        setOrder(null);
        notify.success('Ordre des questionnaires enregistré.');
      },
      onError: (mutationError) => {
        setOrder(null);
        notify.error(getErrorMessage(mutationError));
      },
    });
  };

  return (
    <ol ref={listRef} className="grid gap-2" aria-label="Questionnaires de la catégorie">
      {forms.map((form, index) => (
        <li
          key={form.id}
          data-form-id={form.id}
          className="flex items-start gap-2 rounded-lg border border-border bg-card p-3"
        >
          <span className="w-6 shrink-0 text-right text-sm font-semibold text-muted-foreground">{index + 1}.</span>
          <div className="grid min-w-0 flex-1 gap-1">
            <RecordLink to="/forms/$id" id={form.id} look="primary">
              {form.name}
            </RecordLink>
            <div className="flex flex-wrap gap-1.5">
              <KindBadge kind={form.kind} />
              <StatusBadge status={form.status} />
              {form.isShared ? <SharedBadge /> : null}
              <VersionBadge version={form.version} />
            </div>
          </div>
          {canEdit ? (
            <div className="flex shrink-0">
              <MoveButtons index={index} count={forms.length} name={`« ${form.name} »`} onMove={moveBy} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
