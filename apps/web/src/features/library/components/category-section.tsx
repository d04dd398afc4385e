import type { EstablishmentCategory } from '@qc/shared/enums';
import type { LibraryCategory } from '@qc/shared/library/contract';
import { Link } from '@tanstack/react-router';
import { ExportButton } from './export-button.tsx';
import { KindBadge } from '@/components/library/questionnaire-badges.tsx';
import { OwnerBadge } from './library-badges.tsx';
import { LibraryFormList } from './library-form-list.tsx';

type CategorySectionProps = {
  category: LibraryCategory;
  establishmentCategory: EstablishmentCategory | null;
};

/** One category of the reading room: its name (a link to its page), kind, description and forms. */
export function CategorySection({ category, establishmentCategory }: CategorySectionProps) {
  const headingId = `category-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            <Link
              to="/librairy/category/$id"
              params={{ id: category.id }}
              className="hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {category.name}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <KindBadge kind={category.kind} />
            <OwnerBadge isShared={category.isShared} />
          </div>
        </div>
        <ExportButton type="category" id={category.id} name={category.name} size="sm" />
      </div>
      {category.description ? <p className="text-sm text-muted-foreground">{category.description}</p> : null}
      <LibraryFormList
        forms={category.forms}
        label={`Questionnaires de la catégorie ${category.name}`}
        establishmentCategory={establishmentCategory}
      />
    </section>
  );
}
