import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useLibrary } from '../api/browse-library.ts';
import type { LibrarySearch } from '../api/library-search.ts';
import { canImport } from '../permissions.ts';
import { CategorySection } from './category-section.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { LibraryFilters } from './library-filters.tsx';
import { LibraryFormList } from './library-form-list.tsx';
import { LibraryReleasesLink } from './library-releases-link.tsx';
import { QuestionHits } from './question-hits.tsx';

function LibrarySkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-label="Chargement de la bibliothèque" aria-busy="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </div>
  );
}

/** /librairy/: the reading room — active categories and their forms, searchable down to the article. */
export function LibraryPage({ search }: { search: LibrarySearch }) {
  const navigate = useNavigate({ from: '/librairy/' });
  const user = useCurrentUser();
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  const establishmentCategory = selected?.category ?? null;
  const { data, isPending, isError, error, refetch, isFetching } = useLibrary(search, establishmentCategory);
  const hasFilter = Boolean(search.search || search.kind || search.applicable);

  const setFilter = useCallback(
    (patch: Partial<LibrarySearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((text: string) => setFilter({ search: text || undefined }), [setFilter]);
  const formCount = data
    ? data.categories.reduce((total, category) => total + category.forms.length, 0) + data.otherForms.length
    : 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Bibliothèque</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Les questionnaires de référence, article par article, avec les documents que chaque obligation attend.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LibraryReleasesLink />
          {canImport(user) ? <ImportDialog /> : null}
        </div>
      </div>
      <LibraryFilters
        search={search}
        onChange={setFilter}
        onSearch={onSearch}
        establishment={selected ? { name: selected.name, category: establishmentCategory } : null}
      />
      <div className="flex min-h-5 flex-wrap items-center gap-3 text-xs text-muted-foreground" aria-live="polite">
        {data ? (
          <span>
            {formCount} questionnaire{formCount > 1 ? 's' : ''}
          </span>
        ) : null}
        {isFetching && !isPending ? <span>Mise à jour…</span> : null}
        {hasFilter ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void navigate({ search: {}, replace: true })}
            className="h-auto px-1 py-0 text-xs"
          >
            <X aria-hidden />
            Effacer la recherche et les filtres
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <LibrarySkeleton />
      ) : isError ? (
        <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          {search.search ? <QuestionHits hits={data.questionHits} search={search.search} /> : null}
          {data.categories.length === 0 && data.otherForms.length === 0 ? (
            <EmptyState
              title={hasFilter ? 'Aucun questionnaire trouvé' : 'La bibliothèque est vide'}
              description={hasFilter ? 'Essayez une autre recherche ou d’autres filtres.' : undefined}
            />
          ) : null}
          {data.categories.map((category) => (
            <CategorySection
              key={category.id}
              category={category}
              establishmentCategory={search.applicable ? null : establishmentCategory}
            />
          ))}
          {data.otherForms.length > 0 ? (
            <section aria-labelledby="other-forms" className="grid gap-2 rounded-xl border border-border bg-card p-4">
              <h2 id="other-forms" className="text-lg font-semibold">
                <Link to="/librairy/form/other" className="hover:underline">
                  Autres questionnaires
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">Les questionnaires rangés dans aucune catégorie.</p>
              <LibraryFormList
                forms={data.otherForms}
                label="Autres questionnaires"
                establishmentCategory={search.applicable ? null : establishmentCategory}
                showKind
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
