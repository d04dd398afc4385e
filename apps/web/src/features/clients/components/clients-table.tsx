import type { Client } from '@qc/shared/clients/schemas';
import { MANAGEMENT_TYPE_LABELS } from '@qc/shared/enums';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { DeleteClientDialog } from './delete-client-dialog.tsx';

type ClientsTableProps = { clients: Client[]; canManage: boolean; canDelete: boolean };

/**
 * One server page of clients. The legal entity columns are derived from the
 * client's principal legal entity (DESIGN §3): read-only here, edited on
 * the legal entities screen.
 */
export function ClientsTable({ clients, canManage, canDelete }: ClientsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          <TableHead className="hidden sm:table-cell">Contact</TableHead>
          <TableHead className="hidden md:table-cell">Entité légale principale</TableHead>
          <TableHead className="hidden lg:table-cell">Adresse</TableHead>
          <TableHead className="text-right">Établissements</TableHead>
          {canManage || canDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="font-medium">{client.name}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <div>{client.email}</div>
              {client.phone ? <div className="text-xs text-muted-foreground">{client.phone}</div> : null}
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {client.legalEntityName ? (
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
              ) : (
                <span className="text-muted-foreground">Aucune entité légale</span>
              )}
            </TableCell>
            <TableCell className="hidden lg:table-cell">
              {client.addressLine ? `${client.addressLine}, ${client.postalCode ?? ''} ${client.city ?? ''}` : '—'}
            </TableCell>
            <TableCell className="text-right">
              <Link
                to="/admins/establishments/"
                search={{ clientId: client.id }}
                className="text-primary hover:underline"
                // WCAG 2.5.3: the accessible name starts with the visible count.
                aria-label={`${client.establishments.length} établissement(s) de ${client.name}`}
              >
                {client.establishments.length}
              </Link>
            </TableCell>
            {canManage || canDelete ? (
              <TableCell className="text-right whitespace-nowrap">
                {canManage ? (
                  <ClientFormDialog
                    client={client}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Modifier ${client.name}`}>
                        <Pencil aria-hidden />
                      </Button>
                    }
                  />
                ) : null}
                {canDelete ? <DeleteClientDialog client={client} /> : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
