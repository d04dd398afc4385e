import type { Category } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { KindBadge, SharedBadge, StatusBadge } from './questionnaire-badges.tsx';

export function CategoriesTable({ categories }: { categories: Category[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Questionnaires</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead>Modifiée le</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to="/categories/$id"
                  params={{ id: category.id }}
                  className="font-medium text-primary hover:underline"
                >
                  {category.name}
                </Link>
                {category.isShared ? <SharedBadge /> : null}
              </div>
            </TableCell>
            <TableCell>
              <KindBadge kind={category.kind} />
            </TableCell>
            <TableCell>{category.formCount}</TableCell>
            <TableCell>
              <StatusBadge status={category.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(category.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
