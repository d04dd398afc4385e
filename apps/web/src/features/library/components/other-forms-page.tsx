import { ListState } from '@/components/admin/list-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { useLibrary } from '../api/browse-library.ts';
import { LibraryFormList } from './library-form-list.tsx';
import { LibraryBackLink } from './library-page-parts.tsx';

/** /librairy/form/other: the active forms filed in no (active) category. */
export function OtherFormsPage() {
  const establishmentCategory = useEstablishmentStore((state) => state.selectedEstablishment?.category ?? null);
  const query = useLibrary({}, null);

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <LibraryBackLink />
        <h1 className="text-2xl font-semibold">Autres questionnaires</h1>
        <p className="text-sm text-muted-foreground">Les questionnaires actifs rangés dans aucune catégorie.</p>
      </div>
      <ListState
        query={query}
        loadingLabel="Chargement des questionnaires"
        loading={<Skeleton className="h-40" aria-label="Chargement des questionnaires" />}
        empty={{
          title: 'Aucun autre questionnaire',
          description: 'Tous les questionnaires sont rangés dans une catégorie.',
        }}
        isEmpty={(data) => data.otherForms.length === 0}
      >
        {(data) => (
          <section className="rounded-xl border border-border bg-card p-4">
            <LibraryFormList
              forms={data.otherForms}
              label="Autres questionnaires"
              establishmentCategory={establishmentCategory}
              showKind
            />
          </section>
        )}
      </ListState>
    </div>
  );
}
