import type { Agreement } from '@qc/shared/agreements/schemas';
import { formatDate } from '@qc/shared/dates';
import { STATUS_LABELS } from '@qc/shared/enums';
import { daysUntil, describeExpiry, EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { getParisToday } from '@qc/shared/validation/dates';
import { DataTable, type Columns } from '@/components/admin/data-table.tsx';
import { actionsColumn, EditButton } from '@/components/admin/row-actions.tsx';
import { Badge } from '@/components/ui/badge.tsx';
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
  const columns: Columns<Agreement> = [
    { header: 'Numéro', cellClassName: 'font-medium', cell: (agreement) => agreement.number ?? 'Sans numéro' },
    {
      header: 'Date de demande',
      cellClassName: 'whitespace-nowrap',
      cell: (agreement) => formatDate(agreement.requestDate),
    },
    {
      header: 'Date d’agrément',
      cellClassName: 'whitespace-nowrap',
      cell: (agreement) => (agreement.agreementDate ? formatDate(agreement.agreementDate) : '—'),
    },
    {
      header: 'Date de fin',
      cellClassName: 'whitespace-nowrap',
      cell: (agreement) => <EndDate agreement={agreement} today={today} />,
    },
    {
      header: 'Statut',
      cell: (agreement) =>
        canManage ? (
          <AgreementStatusSelect agreement={agreement} label={agreementLabel(agreement)} />
        ) : (
          <Badge variant={agreement.status === 'ACTIVE' ? 'success' : 'danger'}>
            {STATUS_LABELS[agreement.status]}
          </Badge>
        ),
    },
    actionsColumn(canManage || canDelete, (agreement) => (
      <>
        {canManage ? (
          <AgreementFormDialog
            establishmentId={establishmentId}
            agreement={agreement}
            trigger={<EditButton name={agreementLabel(agreement)} />}
          />
        ) : null}
        {canDelete ? <DeleteAgreementDialog agreement={agreement} label={agreementLabel(agreement)} /> : null}
      </>
    )),
  ];
  return <DataTable rows={agreements} rowKey={(agreement) => agreement.id} columns={columns} />;
}
