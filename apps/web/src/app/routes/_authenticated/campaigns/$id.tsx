import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailPage } from '@/features/campaigns/components/campaign-detail-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';
import { orpc } from '@/lib/api-client.ts';

/** Issue 17 item 3: one campaign, site by site; campaign:read (every role), scoped on the server. */
export const Route = createFileRoute('/_authenticated/campaigns/$id')({
  head: () => ({ meta: [{ title: pageTitle('Campagne') }] }),
  beforeLoad: requirePermission('campaign:read'),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(orpc.campaigns.get.queryOptions({ input: { id: params.id } })),
  component: CampaignRoute,
});

function CampaignRoute() {
  return <CampaignDetailPage id={Route.useParams().id} />;
}
