import { userHasPermission } from '@qc/shared/permissions';
import { EstablishmentCampaigns } from '@/features/campaigns/components/establishment-campaigns.tsx';
import { CategoriesPage } from '@/features/evaluations/components/categories-page.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';

/** SPEC §2 /auto-evaluation/categories, with what the open campaigns ask of the establishment (issue 17 item 3). */
export function SelfEvaluationCategoriesPage() {
  const canReadCampaigns = userHasPermission(useCurrentUser(), 'campaign:read');
  return (
    <CategoriesPage
      campaigns={
        canReadCampaigns ? (establishmentId) => <EstablishmentCampaigns establishmentId={establishmentId} /> : undefined
      }
    />
  );
}
