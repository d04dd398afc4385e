import { useRef } from 'react';
import { CampaignCreateDialog } from '@/features/campaigns/components/campaign-create-dialog.tsx';
import { EstablishmentHasPanel } from '@/features/evaluations/components/establishment-has-panel.tsx';
import { CampaignsPanel } from '@/features/campaigns/components/campaigns-panel.tsx';
import { EstablishmentCampaigns } from '@/features/campaigns/components/establishment-campaigns.tsx';
import { GroupView } from '@/features/group/components/group-view.tsx';
import { GroupIncidentsSummary } from '@/features/incidents/components/group-incidents-page.tsx';
import { MyTasks } from '@/features/tasks/components/my-tasks.tsx';
import { useMyTasks } from '@/features/tasks/api/get-my-tasks.ts';
import { useUserEstablishments } from '@/features/establishments/api/get-user-establishments.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { userHasPermission } from '@qc/shared/permissions';
import { CategoryScoresPanel } from '@/features/home/components/category-scores-panel.tsx';
import { EstablishmentCard } from '@/features/home/components/establishment-card.tsx';
import { ActionsPanel, MissingDocumentsPanel, SynthesisPanel } from '@/features/home/components/follow-up-panels.tsx';
import { ObligationsPanel } from '@/features/obligations/components/obligations-panel.tsx';
import { ScoreEvolutionPanel } from '@/features/home/components/score-evolution-panel.tsx';

/**
 * Issue 27 item 1: « Mes tâches » first, for every role — what she has to do today; then DESIGN §7 "Home": the establishment at a glance, scores by category and over time, the plan, missing
 * documents, synthesis; the group view and the campaigns beside them. Composed here, in app/, because it
 * draws on several features (issue 18: features never import each other).
 */
export function HomePage() {
  const user = useCurrentUser();
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  const establishmentSection = useRef<HTMLDivElement>(null);
  const roles = user.roles ?? [];
  const isAdmin = roles.includes('ADMIN');
  // Issue 17: a group's manager (or an ADMIN for a chosen client) starts from the group view; so does
  // anyone in charge of several establishments, over hers. The server keeps each to her scope.
  const byRole = isAdmin || roles.includes('CLIENT_MASTER');
  const own = useUserEstablishments({ userId: user.id, search: '', enabled: !byRole });
  const canReadGroup = (['evaluation:read', 'action-plan:read', 'document:read'] as const).every((permission) =>
    userHasPermission(user, permission),
  );
  const showGroup = canReadGroup && (byRole || (own.data?.total ?? 0) >= 2);
  // Issue 33 item 6: the page is revealed from the top down. Until « Mes tâches » has its lines, what follows is
  // mounted (its requests leave at once, side by side) but not laid out, so her list growing moves nothing the
  // reader already sees (a phone's layout shift was 0.69).
  // Whether she sees the group (her sites counted) is known before too.
  const tasks = useMyTasks();
  const revealed = !tasks.isPending && (byRole || !own.isPending);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Bonjour {user.firstName || user.name}</h1>
        <p className="text-muted-foreground">
          {showGroup ? 'Voici l’essentiel de vos établissements.' : 'Voici l’essentiel de votre établissement.'}
        </p>
      </div>
      <MyTasks />
      <div className={revealed ? 'contents' : 'hidden'}>
        {showGroup ? (
          <GroupView
            isAdmin={isAdmin}
            cycleLaunch={({ label, disabled, ...preset }) => (
              <CampaignCreateDialog preset={preset} triggerLabel={label} triggerDisabled={disabled} />
            )}
            onOpen={() => {
              // The selection has changed: bring its at-a-glance into view, and the focus with it.
              requestAnimationFrame(() => {
                establishmentSection.current?.scrollIntoView({ block: 'start' });
                establishmentSection.current?.focus();
              });
            }}
          />
        ) : null}
        {/* Issue 17 item 3: the group's campaigns and their progress, for those who see the group. */}
        {showGroup && userHasPermission(user, 'campaign:read') ? <CampaignsPanel /> : null}
        {showGroup && userHasPermission(user, 'incident:manage') ? <GroupIncidentsSummary /> : null}
        {selected ? (
          <div ref={establishmentSection} tabIndex={-1} className="grid gap-6 outline-none">
            {userHasPermission(user, 'campaign:read') ? <EstablishmentCampaigns establishmentId={selected.id} /> : null}
            <EstablishmentCard establishment={selected} />
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
              {userHasPermission(user, 'evaluation:read') ? (
                <div className="grid min-w-0 content-start gap-6">
                  <CategoryScoresPanel establishmentId={selected.id} />
                  <ScoreEvolutionPanel establishmentId={selected.id} />
                  <EstablishmentHasPanel
                    establishmentId={selected.id}
                    canDownloadPack={
                      userHasPermission(user, 'report:read') && userHasPermission(user, 'action-plan:read')
                    }
                  />
                </div>
              ) : null}
              <div className="grid content-start gap-6">
                {userHasPermission(user, 'action-plan:read') ? (
                  <ActionsPanel establishmentId={selected.id} mine={!userHasPermission(user, 'action-plan:manage')} />
                ) : null}
                {userHasPermission(user, 'obligation:read') ? <ObligationsPanel establishmentId={selected.id} /> : null}
                {userHasPermission(user, 'evaluation:read') ? (
                  <MissingDocumentsPanel establishmentId={selected.id} />
                ) : null}
                {userHasPermission(user, 'report:read') ? <SynthesisPanel establishmentId={selected.id} /> : null}
              </div>
            </div>
          </div>
        ) : (
          <EmptyState
            title="Aucun établissement sélectionné"
            description="Vous n’êtes rattaché à aucun établissement pour le moment. Demandez à votre responsable de vous y ajouter."
          />
        )}
      </div>
    </div>
  );
}
