import { useEstablishment } from '@/lib/get-establishment.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import {
  EstablishmentAdminHeader,
  EstablishmentUnavailable,
  getEstablishmentAdminTabs,
  type EstablishmentAdminTab,
} from './establishment-admin-header.tsx';

/**
 * What every tab of an establishment's administration starts with: the caller, the establishment
 * (preloaded by the route), its header with the tabs the caller may open, and — when it cannot be
 * read (404 outside the caller's scope) — the page to show instead (`unavailable`).
 */
export function useEstablishmentAdminPage(establishmentId: string, current: EstablishmentAdminTab) {
  const user = useCurrentUser();
  const establishment = useEstablishment(establishmentId);
  const header = (
    <EstablishmentAdminHeader
      establishmentId={establishmentId}
      establishment={establishment.data}
      current={current}
      tabs={getEstablishmentAdminTabs(user)}
    />
  );
  const unavailable = establishment.isError ? (
    <EstablishmentUnavailable error={establishment.error} onRetry={() => void establishment.refetch()} />
  ) : null;
  return { user, establishment, header, unavailable };
}
