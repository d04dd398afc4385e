import { createFileRoute } from '@tanstack/react-router';
import { auditList } from '@/features/audit/api/get-audit-entries.ts';
import { AuditSearchSchema } from '@/features/audit/api/audit-search.ts';
import { AuditPage } from '@/features/audit/components/audit-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** /admins/audit (beyond SPEC §2's table, DESIGN §3): needs audit:read; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/admins/audit')({
  ...guardedList('Journal d’audit', 'audit:read', AuditSearchSchema),
  loader: ensureList(auditList.queryOptions),
  component: AuditPage,
});
