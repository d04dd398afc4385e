import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

type EstablishmentsSearch = { clientId: string } | { legalEntityId: string };

type EstablishmentsCountLinkProps = {
  /** The owner's establishment ids (only their count shows). */
  establishments: readonly string[];
  /** The owner's name, in the link's accessible name. */
  name: string;
  /** The establishments list's filter on that owner. */
  search: EstablishmentsSearch;
};

/** How many establishments a client or legal entity has, linking to them in the establishments list. */
export function EstablishmentsCountLink({ establishments, name, search }: EstablishmentsCountLinkProps) {
  return (
    <Link
      to="/admins/establishments/"
      search={search}
      // On a touch screen the count standing alone in its cell is a 44 px target (WCAG 2.5.5), right-aligned like it.
      className="text-primary hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-end"
      // WCAG 2.5.3: the accessible name starts with the visible count.
      aria-label={`${establishments.length} établissement(s) de ${name}`}
    >
      {establishments.length}
    </Link>
  );
}

/** The column of an owner's establishments count (a client, a legal entity), each linking to them. */
export function establishmentsColumn<T extends { name: string; establishments: readonly string[] }>(
  search: (owner: T) => EstablishmentsSearch,
  header: ReactNode = 'Établissements',
): Column<T> {
  return {
    key: 'establishments',
    header,
    className: 'text-right',
    cell: (owner) => (
      <EstablishmentsCountLink establishments={owner.establishments} name={owner.name} search={search(owner)} />
    ),
  };
}
