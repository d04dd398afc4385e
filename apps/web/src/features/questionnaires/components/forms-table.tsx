import type { Form } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { KindBadge, SharedBadge, StatusBadge, VersionBadge } from './questionnaire-badges.tsx';

export function FormsTable({ forms }: { forms: Form[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Catégorie</TableHead>
          <TableHead>Version</TableHead>
          <TableHead>Questions</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead>Modifié le</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {forms.map((form) => (
          <TableRow key={form.id}>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2">
                <Link to="/forms/$id" params={{ id: form.id }} className="font-medium text-primary hover:underline">
                  {form.name}
                </Link>
                {form.isShared ? <SharedBadge /> : null}
              </div>
            </TableCell>
            <TableCell>
              <KindBadge kind={form.kind} />
            </TableCell>
            <TableCell>{form.categoryName ?? <span className="text-muted-foreground">Sans catégorie</span>}</TableCell>
            <TableCell>
              <VersionBadge version={form.version} />
            </TableCell>
            <TableCell>{form.questionCount}</TableCell>
            <TableCell>
              <StatusBadge status={form.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(form.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
