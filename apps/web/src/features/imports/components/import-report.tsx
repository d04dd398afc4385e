import { IMPORT_KIND_LABELS } from '@qc/shared/imports/columns';
import type { ImportReport } from '@qc/shared/imports/schemas';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

/** What the file holds, sheet by sheet: what the import creates, updates, leaves as it is, and refuses. */
export function ImportCounts({ report }: { report: ImportReport }) {
  return (
    <Table>
      <caption className="sr-only">Lignes du fichier par feuille</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Feuille</TableHead>
          <TableHead scope="col">Lignes</TableHead>
          <TableHead scope="col">{report.applied ? 'Créées' : 'À créer'}</TableHead>
          <TableHead scope="col">{report.applied ? 'Mises à jour' : 'À mettre à jour'}</TableHead>
          <TableHead scope="col">Inchangées</TableHead>
          <TableHead scope="col">En erreur</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.tables.map((table) => (
          <TableRow key={table.kind}>
            <TableCell>
              {IMPORT_KIND_LABELS[table.kind]}
              {table.sheet !== IMPORT_KIND_LABELS[table.kind] ? ` (feuille « ${table.sheet} »)` : ''}
            </TableCell>
            <TableCell>{table.rows}</TableCell>
            <TableCell>{table.create}</TableCell>
            <TableCell>{table.update}</TableCell>
            <TableCell>{table.unchanged}</TableCell>
            <TableCell className={table.invalid > 0 ? 'font-semibold text-destructive' : undefined}>
              {table.invalid}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each refusal where the file says it: sheet, line, column, and the message the form would show. */
export function ImportIssues({ report }: { report: ImportReport }) {
  if (report.issueCount === 0) {
    return <p className="text-sm">Aucune erreur : toutes les lignes peuvent être importées.</p>;
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm" role="status">
        {plural(report.issueCount, 'erreur', 'erreurs')} sur {plural(report.invalidRows, 'ligne', 'lignes')}
        {report.issueCount > report.issues.length
          ? ` ; les ${report.issues.length} premières ci-dessous, toutes dans le rapport Excel.`
          : '.'}
      </p>
      <Table>
        <caption className="sr-only">Erreurs du fichier, ligne par ligne</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Feuille</TableHead>
            <TableHead scope="col">Ligne</TableHead>
            <TableHead scope="col">Colonne</TableHead>
            <TableHead scope="col">Message</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.issues.map((issue, index) => (
            <TableRow key={`${issue.sheet}-${issue.line}-${index}`}>
              <TableCell>{issue.sheet}</TableCell>
              <TableCell>{issue.line || '—'}</TableCell>
              <TableCell>{issue.column || '—'}</TableCell>
              <TableCell>{issue.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { plural };
