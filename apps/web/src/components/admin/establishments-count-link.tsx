import { Link } from '@tanstack/react-router';

type EstablishmentsCountLinkProps = {
  /** The owner's establishment ids (only their count shows). */
  establishments: readonly string[];
  /** The owner's name, in the link's accessible name. */
  name: string;
  /** The establishments list's filter on that owner. */
  search: { clientId: string } | { legalEntityId: string };
};

/** How many establishments a client or legal entity has, linking to them in the establishments list. */
export function EstablishmentsCountLink({ establishments, name, search }: EstablishmentsCountLinkProps) {
  return (
    <Link
      to="/admins/establishments/"
      search={search}
      className="text-primary hover:underline"
      // WCAG 2.5.3: the accessible name starts with the visible count.
      aria-label={`${establishments.length} établissement(s) de ${name}`}
    >
      {establishments.length}
    </Link>
  );
}
