import { Link } from '@tanstack/react-router';

/**
 * « Voir ce qui a changé » on a copy whose library source moved on: the source's page, its changes
 * since the version the copy was made from (ADR 029).
 */
export function SourceChangesLink({
  sourceFormId,
  sourceVersion,
}: {
  sourceFormId: string;
  sourceVersion: number | null;
}) {
  return (
    <Link
      to="/librairy/form/$id"
      params={{ id: sourceFormId }}
      search={{ changesSince: sourceVersion ?? undefined }}
      hash="changes"
      className="font-medium underline"
    >
      Voir ce qui a changé
    </Link>
  );
}
