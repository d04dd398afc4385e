import { createFileRoute } from '@tanstack/react-router';
import { legalEntitiesList } from '@/features/legal-entities/api/get-legal-entities.ts';
import { LegalEntitiesSearchSchema } from '@/features/legal-entities/api/legal-entities-search.ts';
import { LegalEntitiesPage } from '@/features/legal-entities/components/legal-entities-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2: /admins/legal-entities/ needs legal-entity:read; legal entities preloaded (the first page). */
export const Route = createFileRoute('/_authenticated/admins/legal-entities/')({
  ...guardedList('Entités légales', 'legal-entity:read', LegalEntitiesSearchSchema),
  loader: ensureList(legalEntitiesList.queryOptions),
  component: LegalEntitiesPage,
});
