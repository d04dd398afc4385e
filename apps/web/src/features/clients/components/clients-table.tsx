import type { Client } from '@qc/shared/clients/schemas';
import { MANAGEMENT_TYPE_LABELS } from '@qc/shared/enums';
import { DataTable, type Columns } from '@/components/admin/data-table.tsx';
import { establishmentsColumn } from '@/components/admin/establishments-count-link.tsx';
import { actionsColumn, EditButton } from '@/components/admin/row-actions.tsx';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { DeleteClientDialog } from './delete-client-dialog.tsx';
import { IdentityProviderDialog } from './identity-provider-dialog.tsx';

/** `canDelete` is the ADMIN's client:manage-admin: also the sign-in provider's dialog (ADR 045). */
type ClientsTableProps = { clients: Client[]; canManage: boolean; canDelete: boolean };

/** The principal legal entity's name, and its SIREN, management type and e-mail on one line. */
function LegalEntityCell({ client }: { client: Client }) {
  if (!client.legalEntityName) return <span className="text-muted-foreground">Aucune entité légale</span>;
  return (
    <>
      <div>{client.legalEntityName}</div>
      <div className="text-xs text-muted-foreground">
        {[
          client.siren ? `SIREN ${client.siren}` : null,
          client.managementType ? MANAGEMENT_TYPE_LABELS[client.managementType] : null,
          client.legalEntityEmail,
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
    </>
  );
}

/**
 * One server page of clients. The legal entity columns are derived from the
 * client's principal legal entity (DESIGN §3): read-only here, edited on
 * the legal entities screen.
 */
export function ClientsTable({ clients, canManage, canDelete }: ClientsTableProps) {
  const columns: Columns<Client> = [
    { header: 'Nom', cellClassName: 'font-medium', cell: (client) => client.name },
    {
      header: 'Contact',
      className: 'hidden sm:table-cell',
      cell: (client) => (
        <>
          <div>{client.email}</div>
          {client.phone ? <div className="text-xs text-muted-foreground">{client.phone}</div> : null}
        </>
      ),
    },
    {
      header: 'Entité légale principale',
      className: 'hidden md:table-cell',
      cell: (client) => <LegalEntityCell client={client} />,
    },
    {
      header: 'Adresse',
      className: 'hidden lg:table-cell',
      cell: (client) =>
        client.addressLine ? `${client.addressLine}, ${client.postalCode ?? ''} ${client.city ?? ''}` : '—',
    },
    establishmentsColumn((client) => ({ clientId: client.id })),
    actionsColumn(canManage || canDelete, (client) => (
      <>
        {canManage ? <ClientFormDialog client={client} trigger={<EditButton name={client.name} />} /> : null}
        {canDelete ? <IdentityProviderDialog clientId={client.id} clientName={client.name} /> : null}
        {canDelete ? <DeleteClientDialog client={client} /> : null}
      </>
    )),
  ];
  return <DataTable rows={clients} rowKey={(client) => client.id} columns={columns} />;
}
