import { formatDateTime } from '@qc/shared/dates';
import { Link } from '@tanstack/react-router';
import { ListSkeleton } from '@/components/admin/list-skeleton.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useFormVersions } from '../api/get-form-versions.ts';

type FormVersionsProps = { formId: string; currentVersion: number; shownVersion: number };

/** Every version stays readable: an evaluation shows the questions it answered. */
export function FormVersions({ formId, currentVersion, shownVersion }: FormVersionsProps) {
  const { data, isPending, isError, error, refetch } = useFormVersions(formId);
  if (isPending) return <ListSkeleton label="Chargement des versions" rows={3} />;
  if (isError) return <ErrorState message={getErrorMessage(error)} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title="Aucune version enregistrée" />;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Version</TableHead>
          <TableHead>Créée le</TableHead>
          <TableHead>Questions</TableHead>
          <TableHead>Évaluations</TableHead>
          <TableHead className="text-right">Consulter</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((version) => (
          <TableRow key={version.version} aria-current={version.version === shownVersion ? 'true' : undefined}>
            <TableCell className="font-medium">
              Version {version.version}
              {version.version === currentVersion ? ' (actuelle)' : ''}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(version.createdAt)}</TableCell>
            <TableCell>{version.questionCount}</TableCell>
            <TableCell>{version.evaluationCount}</TableCell>
            <TableCell className="text-right">
              {version.version === shownVersion ? (
                <span className="text-sm text-muted-foreground">Affichée</span>
              ) : (
                <Link
                  to="/forms/$id"
                  params={{ id: formId }}
                  search={{
                    version: version.version === currentVersion ? undefined : version.version,
                    tab: 'questions',
                  }}
                  className="text-sm text-primary hover:underline"
                >
                  Voir la version {version.version}
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
