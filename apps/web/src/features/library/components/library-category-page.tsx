import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useLibraryCategory } from '../api/get-library-category.ts';
import { ExportButton } from './export-button.tsx';
import { KindBadge } from '@/components/library/questionnaire-badges.tsx';
import { OwnerBadge } from './library-badges.tsx';
import { LibraryFormList } from './library-form-list.tsx';
import { LibraryBackLink, LibraryPageSkeleton } from './library-page-parts.tsx';

/** The page reads the record's id from its route's path (the route's loader prefetched it). */
const route = getRouteApi('/_authenticated/librairy/category/$id');

/** /librairy/category/{id}: a category of the library and its active forms. */
export function LibraryCategoryPage() {
  const { id } = route.useParams();
  const establishmentCategory = useEstablishmentStore((state) => state.selectedEstablishment?.category ?? null);
  const { data: category, isPending, isError, error, refetch } = useLibraryCategory(id);

  if (isPending) return <LibraryPageSkeleton label="Chargement de la catégorie" />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <LibraryBackLink />
          <h1 className="text-2xl font-semibold break-words">{category.name}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            <KindBadge kind={category.kind} />
            <OwnerBadge isShared={category.isShared} />
          </div>
        </div>
        <ExportButton type="category" id={category.id} name={category.name} />
      </div>
      {category.description ? <p className="max-w-3xl text-sm whitespace-pre-line">{category.description}</p> : null}
      <section aria-labelledby="category-forms" className="grid gap-2 rounded-xl border border-border bg-card p-4">
        <h2 id="category-forms" className="text-lg font-semibold">
          Questionnaires ({category.forms.length})
        </h2>
        {category.forms.length === 0 ? (
          <EmptyState title="Aucun questionnaire actif dans cette catégorie" />
        ) : (
          <LibraryFormList
            forms={category.forms}
            label={`Questionnaires de la catégorie ${category.name}`}
            establishmentCategory={establishmentCategory}
          />
        )}
      </section>
    </div>
  );
}
