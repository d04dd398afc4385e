import { MANAGEMENT_TYPE_LABELS } from '@qc/shared/enums';
import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { DeleteLegalEntityDialog } from './delete-legal-entity-dialog.tsx';
import { LegalEntityFormDialog } from './legal-entity-form-dialog.tsx';

type LegalEntitiesTableProps = {
  legalEntities: LegalEntity[];
  showClient: boolean;
  canManage: boolean;
  canDelete: boolean;
};

export function LegalEntitiesTable({ legalEntities, showClient, canManage, canDelete }: LegalEntitiesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Nom</TableHead>
          {showClient ? <TableHead className="hidden md:table-cell">Client</TableHead> : null}
          <TableHead className="hidden sm:table-cell">SIREN</TableHead>
          <TableHead className="hidden lg:table-cell">Type de gestion</TableHead>
          <TableHead className="hidden md:table-cell">Adresse</TableHead>
          <TableHead className="text-right">
            <abbr title="Établissements" className="no-underline sm:hidden">
              Étab.
            </abbr>
            <span className="hidden sm:inline">Établissements</span>
          </TableHead>
          {canManage || canDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {legalEntities.map((legalEntity) => (
          <TableRow key={legalEntity.id}>
            <TableCell className="font-medium">
              <div>{legalEntity.name}</div>
              <div className="text-xs font-normal text-muted-foreground">{legalEntity.email}</div>
            </TableCell>
            {showClient ? <TableCell className="hidden md:table-cell">{legalEntity.clientName}</TableCell> : null}
            <TableCell className="hidden font-mono text-xs sm:table-cell">{legalEntity.siren}</TableCell>
            <TableCell className="hidden lg:table-cell">{MANAGEMENT_TYPE_LABELS[legalEntity.managementType]}</TableCell>
            <TableCell className="hidden md:table-cell">
              {legalEntity.addressLine}, {legalEntity.postalCode} {legalEntity.city}
            </TableCell>
            <TableCell className="text-right">
              <Link
                to="/admins/establishments/"
                search={{ legalEntityId: legalEntity.id }}
                className="text-primary hover:underline"
                // WCAG 2.5.3: the accessible name starts with the visible count.
                aria-label={`${legalEntity.establishments.length} établissement(s) de ${legalEntity.name}`}
              >
                {legalEntity.establishments.length}
              </Link>
            </TableCell>
            {canManage || canDelete ? (
              <TableCell className="text-right whitespace-nowrap">
                {canManage ? (
                  <LegalEntityFormDialog
                    legalEntity={legalEntity}
                    canChooseClient={false}
                    ownClient={null}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Modifier ${legalEntity.name}`}>
                        <Pencil aria-hidden />
                      </Button>
                    }
                  />
                ) : null}
                {canDelete ? <DeleteLegalEntityDialog legalEntity={legalEntity} /> : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
