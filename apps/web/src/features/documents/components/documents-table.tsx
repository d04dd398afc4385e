import { formatDate, formatDateTime } from '@qc/shared/dates';
import { ESTABLISHMENT_DOCUMENT_TYPE_LABELS, type DocumentItem } from '@qc/shared/documents/schemas';
import { daysUntil, describeExpiry, EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { Badge } from '@/components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatFileSize } from '../format-size.ts';
import { DeleteDocumentDialog } from './delete-document-dialog.tsx';
import { DocumentLinks } from './document-links.tsx';

type DocumentsTableProps = { documents: DocumentItem[]; canManage: boolean; establishmentId: string };

export function DocumentsTable({ documents, canManage, establishmentId }: DocumentsTableProps) {
  const today = getParisToday();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Document</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Validité</TableHead>
          <TableHead className="hidden sm:table-cell">Taille</TableHead>
          <TableHead className="hidden md:table-cell">Ajouté</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id}>
            <TableCell className="font-medium break-all">{document.name}</TableCell>
            <TableCell>{document.type ? ESTABLISHMENT_DOCUMENT_TYPE_LABELS[document.type] : '—'}</TableCell>
            <TableCell className="whitespace-nowrap">
              {document.validUntil ? (
                <span className="flex flex-wrap items-center gap-2">
                  jusqu’au {formatDate(document.validUntil)}
                  {document.replacedById ? (
                    <Badge variant="muted">Remplacé</Badge>
                  ) : document.isExpired ? (
                    <Badge variant="danger">Expiré</Badge>
                  ) : daysUntil(document.validUntil, today) <= EXPIRY_WATCH_DAYS ? (
                    <Badge variant="danger">{describeExpiry(daysUntil(document.validUntil, today))}</Badge>
                  ) : null}
                </span>
              ) : (
                <span className="text-muted-foreground">Sans échéance</span>
              )}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatFileSize(document.size)}</TableCell>
            <TableCell className="hidden text-xs md:table-cell">
              {document.uploadedByName}
              <br />
              <span className="text-muted-foreground">{formatDateTime(document.createdAt)}</span>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <DocumentLinks document={document} renewIn={canManage ? establishmentId : null} compact />
              {canManage ? <DeleteDocumentDialog document={document} /> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
