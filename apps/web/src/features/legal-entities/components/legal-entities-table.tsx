import { MANAGEMENT_TYPE_LABELS } from '@qc/shared/enums';
import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { DataTable, type Columns } from '@/components/admin/data-table.tsx';
import { establishmentsColumn } from '@/components/admin/establishments-count-link.tsx';
import { actionsColumn, EditButton } from '@/components/admin/row-actions.tsx';
import { DeleteLegalEntityDialog } from './delete-legal-entity-dialog.tsx';
import { LegalEntityFormDialog } from './legal-entity-form-dialog.tsx';

type LegalEntitiesTableProps = {
  legalEntities: LegalEntity[];
  showClient: boolean;
  canManage: boolean;
  canDelete: boolean;
};

export function LegalEntitiesTable({ legalEntities, showClient, canManage, canDelete }: LegalEntitiesTableProps) {
  const columns: Columns<LegalEntity> = [
    {
      header: 'Nom',
      cellClassName: 'font-medium',
      cell: (legalEntity) => (
        <>
          <div>{legalEntity.name}</div>
          <div className="text-xs font-normal text-muted-foreground">{legalEntity.email}</div>
        </>
      ),
    },
    showClient && {
      header: 'Client',
      className: 'hidden md:table-cell',
      cell: (legalEntity) => legalEntity.clientName,
    },
    {
      header: 'SIREN',
      className: 'hidden sm:table-cell',
      cellClassName: 'font-mono text-xs',
      cell: (legalEntity) => legalEntity.siren,
    },
    {
      header: 'Type de gestion',
      className: 'hidden lg:table-cell',
      cell: (legalEntity) => MANAGEMENT_TYPE_LABELS[legalEntity.managementType],
    },
    {
      header: 'Adresse',
      className: 'hidden md:table-cell',
      cell: (legalEntity) => `${legalEntity.addressLine}, ${legalEntity.postalCode} ${legalEntity.city}`,
    },
    establishmentsColumn(
      (legalEntity) => ({ legalEntityId: legalEntity.id }),
      <>
        <abbr title="Établissements" className="no-underline sm:hidden">
          Étab.
        </abbr>
        <span className="hidden sm:inline">Établissements</span>
      </>,
    ),
    actionsColumn(canManage || canDelete, (legalEntity) => (
      <>
        {canManage ? (
          <LegalEntityFormDialog
            legalEntity={legalEntity}
            canChooseClient={false}
            ownClient={null}
            trigger={<EditButton name={legalEntity.name} />}
          />
        ) : null}
        {canDelete ? <DeleteLegalEntityDialog legalEntity={legalEntity} /> : null}
      </>
    )),
  ];
  return <DataTable rows={legalEntities} rowKey={(legalEntity) => legalEntity.id} columns={columns} />;
}
