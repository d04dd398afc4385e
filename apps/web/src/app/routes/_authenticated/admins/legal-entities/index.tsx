import { createFileRoute } from '@tanstack/react-router';
import { getLegalEntitiesQueryOptions } from '@/features/legal-entities/api/get-legal-entities.ts';
import { LegalEntitiesSearchSchema } from '@/features/legal-entities/api/legal-entities-search.ts';
import { LegalEntitiesPage } from '@/features/legal-entities/components/legal-entities-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2: /admins/legal-entities/ needs legal-entity:read; legal entities preloaded (the first page). */
export const Route = createFileRoute('/_authenticated/admins/legal-entities/')({
  head: () => ({ meta: [{ title: pageTitle('Entités légales') }] }),
  validateSearch: LegalEntitiesSearchSchema,
  beforeLoad: requirePermission('legal-entity:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getLegalEntitiesQueryOptions(deps)),
  component: LegalEntitiesRoute,
});

function LegalEntitiesRoute() {
  return <LegalEntitiesPage search={Route.useSearch()} />;
}
