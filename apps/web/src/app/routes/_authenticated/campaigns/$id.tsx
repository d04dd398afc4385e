import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailPage } from '@/features/campaigns/components/campaign-detail-page.tsx';
import { orpc } from '@/lib/api-client.ts';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 17 item 3: one campaign, site by site; campaign:read (every role), scoped on the server. */
export const Route = createFileRoute('/_authenticated/campaigns/$id')({
  ...guardedPage('Campagne', 'campaign:read'),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(orpc.campaigns.get.queryOptions({ input: { id: params.id } })),
  component: CampaignRoute,
});

function CampaignRoute() {
  return <CampaignDetailPage id={Route.useParams().id} />;
}
