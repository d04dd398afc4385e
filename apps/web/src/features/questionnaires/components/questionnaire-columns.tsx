import { formatDateTime } from '@qc/shared/dates';
import type { Category } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import type { Column } from '@/components/admin/data-table.tsx';
import { KindBadge, SharedBadge } from '@/components/library/questionnaire-badges.tsx';
import { StatusBadge } from './questionnaire-badges.tsx';

/** What a category and a form row both have. */
type QuestionnaireRow = Pick<Category, 'kind' | 'status' | 'isShared' | 'updatedAt'>;

/** The name column: a link to the detail page, then « Partagé » for the shared library. */
export function nameColumn<T extends QuestionnaireRow & Pick<Category, 'id' | 'name'>>(
  to: '/categories/$id' | '/forms/$id',
): Column<T> {
  return {
    header: 'Nom',
    cell: (row) => (
      <div className="flex flex-wrap items-center gap-2">
        <Link to={to} params={{ id: row.id }} className="font-medium text-primary hover:underline">
          {row.name}
        </Link>
        {row.isShared ? <SharedBadge /> : null}
      </div>
    ),
  };
}

export function kindColumn<T extends QuestionnaireRow>(): Column<T> {
  return { header: 'Type', cell: (row) => <KindBadge kind={row.kind} /> };
}

export function statusColumn<T extends QuestionnaireRow>(): Column<T> {
  return { header: 'Statut', cell: (row) => <StatusBadge status={row.status} /> };
}

/** « Modifiée le » for a category, « Modifié le » for a form. */
export function updatedAtColumn<T extends QuestionnaireRow>(header: string): Column<T> {
  return { header, className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.updatedAt) };
}
