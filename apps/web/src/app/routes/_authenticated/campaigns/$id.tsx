import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailPage } from '@/features/campaigns/components/campaign-detail-page.tsx';
import { orpc } from '@/lib/api-client.ts';
import { guardedPage, preload } from '@/lib/route-options.ts';

/** Issue 17 item 3: one campaign, site by site; campaign:read (every role), scoped on the server. */
export const Route = createFileRoute('/_authenticated/campaigns/$id')({
  ...guardedPage('Campagne', 'campaign:read'),
  loader: ({ context, params }) =>
    void preload(context.queryClient, orpc.campaigns.get.queryOptions({ input: { id: params.id } })),
  component: CampaignRoute,
});

function CampaignRoute() {
  return <CampaignDetailPage id={Route.useParams().id} />;
}
