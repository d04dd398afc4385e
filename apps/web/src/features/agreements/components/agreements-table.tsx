import type { Agreement } from '@qc/shared/agreements/schemas';
import { daysUntil, describeExpiry, EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/dates.ts';
import { AGREEMENT_STATUS_LABELS } from '../labels.ts';
import { AgreementFormDialog } from './agreement-form-dialog.tsx';
import { AgreementStatusSelect } from './agreement-status-select.tsx';
import { DeleteAgreementDialog } from './delete-agreement-dialog.tsx';

type AgreementsTableProps = {
  establishmentId: string;
  agreements: Agreement[];
  canManage: boolean;
  canDelete: boolean;
};

function agreementLabel(agreement: Agreement) {
  return agreement.number
    ? `l’agrément n° ${agreement.number}`
    : `l’agrément demandé le ${formatDate(agreement.requestDate)}`;
}

/** The end date, and a flag once it is within the watch window (issue 17 item 4) or past. */
function EndDate({ agreement, today }: { agreement: Agreement; today: string }) {
  if (!agreement.endDate) return <>—</>;
  const daysLeft = daysUntil(agreement.endDate, today);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatDate(agreement.endDate)}
      {agreement.status === 'ACTIVE' && daysLeft <= EXPIRY_WATCH_DAYS ? (
        <Badge variant="danger">{describeExpiry(daysLeft)}</Badge>
      ) : null}
    </span>
  );
}

export function AgreementsTable({ establishmentId, agreements, canManage, canDelete }: AgreementsTableProps) {
  const today = getParisToday();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Numéro</TableHead>
          <TableHead>Date de demande</TableHead>
          <TableHead>Date d’agrément</TableHead>
          <TableHead>Date de fin</TableHead>
          <TableHead>Statut</TableHead>
          {canManage || canDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {agreements.map((agreement) => {
          const label = agreementLabel(agreement);
          return (
            <TableRow key={agreement.id}>
              <TableCell className="font-medium">{agreement.number ?? 'Sans numéro'}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(agreement.requestDate)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {agreement.agreementDate ? formatDate(agreement.agreementDate) : '—'}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <EndDate agreement={agreement} today={today} />
              </TableCell>
              <TableCell>
                {canManage ? (
                  <AgreementStatusSelect agreement={agreement} label={label} />
                ) : (
                  <Badge variant={agreement.status === 'ACTIVE' ? 'success' : 'danger'}>
                    {AGREEMENT_STATUS_LABELS[agreement.status]}
                  </Badge>
                )}
              </TableCell>
              {canManage || canDelete ? (
                <TableCell className="text-right whitespace-nowrap">
                  {canManage ? (
                    <AgreementFormDialog
                      establishmentId={establishmentId}
                      agreement={agreement}
                      trigger={
                        <Button variant="ghost" size="icon" aria-label={`Modifier ${label}`}>
                          <Pencil aria-hidden />
                        </Button>
                      }
                    />
                  ) : null}
                  {canDelete ? <DeleteAgreementDialog agreement={agreement} label={label} /> : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
