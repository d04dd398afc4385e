import { createFileRoute } from '@tanstack/react-router';
import { getAuditEntriesQueryOptions } from '@/features/audit/api/get-audit-entries.ts';
import { AuditSearchSchema } from '@/features/audit/api/audit-search.ts';
import { AuditPage } from '@/features/audit/components/audit-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** /admins/audit (beyond SPEC §2's table, DESIGN §3): needs audit:read; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/admins/audit')({
  head: () => ({ meta: [{ title: pageTitle('Journal d’audit') }] }),
  validateSearch: AuditSearchSchema,
  beforeLoad: requirePermission('audit:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getAuditEntriesQueryOptions(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  return <AuditPage search={Route.useSearch()} />;
}
