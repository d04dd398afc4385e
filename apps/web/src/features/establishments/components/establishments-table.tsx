import { formatDateTime } from '@qc/shared/dates';
import { ESTABLISHMENT_CATEGORY_LABELS } from '@qc/shared/enums';
import type { Establishment, EstablishmentSort } from '@qc/shared/establishments/schemas';
import { Link } from '@tanstack/react-router';
import { FileBadge, FileText, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { SortableHead } from '@/components/admin/sortable-head.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { DeleteEstablishmentDialog } from './delete-establishment-dialog.tsx';

type EstablishmentsTableProps = {
  establishments: Establishment[];
  showClient: boolean;
  canManage: boolean;
  canDelete: boolean;
  sort: EstablishmentSort;
  onSort: (sort: EstablishmentSort) => void;
};

function IconLink({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" asChild aria-label={label} title={label}>
      {children}
    </Button>
  );
}

/** One server page of establishments; the less useful columns hide on narrow screens. */
export function EstablishmentsTable({
  establishments,
  showClient,
  canManage,
  canDelete,
  sort,
  onSort,
}: EstablishmentsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <SortableHead label="Nom" column="name" sort={sort} onSort={onSort} />
          <SortableHead label="Ville" column="city" sort={sort} onSort={onSort} className="hidden sm:table-cell" />
          <TableHead className="hidden md:table-cell">Entité légale</TableHead>
          {showClient ? <TableHead className="hidden lg:table-cell">Client</TableHead> : null}
          <TableHead className="hidden lg:table-cell">SIRET</TableHead>
          <TableHead className="hidden xl:table-cell">Catégorie</TableHead>
          <SortableHead
            label="Créé le"
            column="createdAt"
            sort={sort}
            onSort={onSort}
            className="hidden xl:table-cell"
          />
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {establishments.map((establishment) => {
          const params = { establishmentsId: establishment.id };
          return (
            <TableRow key={establishment.id}>
              <TableCell className="font-medium">
                {canManage ? (
                  <Link to="/admins/establishments/$establishmentsId/edit" params={params} className="hover:underline">
                    {establishment.name}
                  </Link>
                ) : (
                  establishment.name
                )}
                <div className="text-xs font-normal text-muted-foreground sm:hidden">
                  {establishment.postalCode} {establishment.city}
                </div>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {establishment.postalCode} {establishment.city}
              </TableCell>
              <TableCell className="hidden md:table-cell">{establishment.legalEntityName}</TableCell>
              {showClient ? <TableCell className="hidden lg:table-cell">{establishment.clientName}</TableCell> : null}
              <TableCell className="hidden font-mono text-xs lg:table-cell">{establishment.siret}</TableCell>
              <TableCell className="hidden xl:table-cell">
                {establishment.category ? ESTABLISHMENT_CATEGORY_LABELS[establishment.category] : '—'}
                {establishment.capacity ? ` · ${establishment.capacity} places` : ''}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap xl:table-cell">
                {formatDateTime(establishment.createdAt)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {canManage ? (
                  <IconLink label={`Modifier ${establishment.name}`}>
                    <Link to="/admins/establishments/$establishmentsId/edit" params={params}>
                      <Pencil aria-hidden />
                    </Link>
                  </IconLink>
                ) : null}
                <IconLink label={`Équipe de ${establishment.name}`}>
                  <Link to="/admins/establishments/$establishmentsId/members" params={params}>
                    <Users aria-hidden />
                  </Link>
                </IconLink>
                {canManage ? (
                  <>
                    <IconLink label={`Agrément de ${establishment.name}`}>
                      <Link to="/admins/establishments/$establishmentsId/agreement" params={params}>
                        <FileBadge aria-hidden />
                      </Link>
                    </IconLink>
                    <IconLink label={`Documents de ${establishment.name}`}>
                      <Link to="/admins/establishments/$establishmentsId/documents" params={params}>
                        <FileText aria-hidden />
                      </Link>
                    </IconLink>
                  </>
                ) : null}
                {canDelete ? <DeleteEstablishmentDialog establishment={establishment} /> : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
