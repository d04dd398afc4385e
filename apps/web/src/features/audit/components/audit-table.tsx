import type { AuditEntry } from '@qc/shared/audit/schemas';
import { formatDateTime } from '@qc/shared/dates';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';
import { getAuditSubject } from '../changes.ts';
import { AUDIT_ACTION_LABELS, getEntityLabel } from '../labels.ts';
import { AuditEntryDetail } from './audit-entry-detail.tsx';

const ACTION_VARIANTS = { create: 'success', update: 'default', delete: 'danger', read: 'default' } as const;

const COLUMNS = 5;

type AuditTableProps = { entries: AuditEntry[]; isFilteredOnOneRecord: boolean };

/** The journal's page, newest first; each row opens the fields it changed. */
export function AuditTable({ entries, isFilteredOnOneRecord }: AuditTableProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead className="hidden sm:table-cell">Auteur</TableHead>
          <TableHead className="hidden md:table-cell">Action</TableHead>
          <TableHead>Élément</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Détail</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const isOpen = openIds.has(entry.id);
          const detailId = `audit-detail-${entry.id}`;
          const when = formatDateTime(entry.at);
          const action = AUDIT_ACTION_LABELS[entry.action];
          // Issue 19 item 6: an « Auto-évaluation » row has no name of its own: its questionnaire and its
          // establishment say which one it is.
          const subject = [
            getAuditSubject(entry) ?? entry.formName,
            entry.entity === 'establishment' ? null : entry.establishmentName,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <Fragment key={entry.id}>
              <TableRow className={cn(isOpen && 'border-b-0 bg-muted/30')}>
                <TableCell className="whitespace-nowrap">
                  <div>{when}</div>
                  <div className="text-xs text-muted-foreground sm:hidden">{entry.actorName}</div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{entry.actorName}</TableCell>
                <TableCell className="hidden md:table-cell">
                  <Badge variant={ACTION_VARIANTS[entry.action]}>{action}</Badge>
                </TableCell>
                <TableCell>
                  <div className="font-medium">
                    {getEntityLabel(entry.entity)}
                    <span className="font-normal text-muted-foreground md:hidden"> · {action}</span>
                  </div>
                  {subject ? (
                    <div className="max-w-36 truncate text-xs text-muted-foreground sm:max-w-64" title={subject}>
                      {subject}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="text-right">
                  <DisclosureButton
                    variant="ghost"
                    expanded={isOpen}
                    controls={isOpen ? detailId : undefined}
                    aria-label={`${isOpen ? 'Masquer' : 'Afficher'} le détail : ${action} du ${when}`}
                    onClick={() => toggle(entry.id)}
                  >
                    <span className="hidden sm:inline">Détail</span>
                    <ChevronDown aria-hidden className={cn('transition-transform', isOpen && 'rotate-180')} />
                  </DisclosureButton>
                </TableCell>
              </TableRow>
              {isOpen ? (
                <TableRow id={detailId} className="bg-muted/30">
                  <TableCell colSpan={COLUMNS} className="pt-0">
                    <AuditEntryDetail entry={entry} showHistoryLink={!isFilteredOnOneRecord} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
