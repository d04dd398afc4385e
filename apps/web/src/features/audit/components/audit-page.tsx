import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PagedList } from '@/components/admin/paged-list.tsx';
import { AUDIT_PAGE_SIZE, useAuditEntries, type AuditSearch } from '../api/get-audit-entries.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/** /admins/audit: who changed what and when, newest first; filters and page live in the URL. */
export function AuditPage({ search }: { search: AuditSearch }) {
  const navigate = useNavigate({ from: '/admins/audit' });
  const query = useAuditEntries(search);
  const page = search.page ?? 1;
  const hasFilter = Boolean(search.entity || search.entityId || search.establishmentId || search.from || search.to);

  const update = useCallback(
    (changes: Partial<AuditSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...changes, page: undefined }), replace: true }),
    [navigate],
  );

  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Journal d’audit</h1>
        <p className="text-sm text-muted-foreground">
          Qui a créé, modifié ou supprimé quoi, et quand (heure de Paris), du plus récent au plus ancien.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <AuditFilters search={search} onChange={update} />
        {query.isFetching && !query.isPending ? (
          <span className="text-xs text-muted-foreground" role="status">
            Mise à jour…
          </span>
        ) : null}
      </div>
      <PagedList
        query={query}
        loadingLabel="Chargement du journal d’audit"
        empty={{
          title: 'Aucune entrée dans le journal',
          description: hasFilter
            ? 'Essayez un autre type d’élément, un autre établissement ou une autre période.'
            : undefined,
        }}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      >
        {(entries) => <AuditTable entries={entries} isFilteredOnOneRecord={Boolean(search.entityId)} />}
      </PagedList>
    </div>
  );
}
