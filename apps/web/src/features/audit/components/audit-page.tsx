import { getRouteApi } from '@tanstack/react-router';
import { ListPage } from '@/components/admin/list-page.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import type { AuditSearch } from '../api/audit-search.ts';
import { auditList } from '../api/get-audit-entries.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/admins/audit');

/** /admins/audit: who changed what and when, newest first; filters and page live in the URL. */
export function AuditPage() {
  const search = route.useSearch();
  const { update } = useListSearch<AuditSearch>();
  const hasFilter = Boolean(search.entity || search.entityId || search.establishmentId || search.from || search.to);

  return (
    <ListPage
      title="Journal d’audit"
      description="Qui a créé, modifié ou supprimé quoi, et quand (heure de Paris), du plus récent au plus ancien."
      search={search}
      filters={<AuditFilters search={search} onChange={update} />}
      query={auditList.useList(search)}
      loadingLabel="Chargement du journal d’audit"
      empty={{
        title: 'Aucune entrée dans le journal',
        description: hasFilter
          ? 'Essayez un autre type d’élément, un autre établissement ou une autre période.'
          : undefined,
      }}
      pageSize={auditList.pageSize}
    >
      {(entries) => <AuditTable entries={entries} isFilteredOnOneRecord={Boolean(search.entityId)} />}
    </ListPage>
  );
}
