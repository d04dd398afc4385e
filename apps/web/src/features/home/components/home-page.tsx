import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { userHasPermission } from '@qc/shared/permissions';
import { CategoryScoresPanel } from './category-scores-panel.tsx';
import { EstablishmentCard } from './establishment-card.tsx';
import { ActionsPanel, MissingDocumentsPanel, SynthesisPanel } from './follow-up-panels.tsx';
import { ScoreEvolutionPanel } from './score-evolution-panel.tsx';

/** DESIGN §7 "Home": the establishment at a glance, scores by category and over time, the plan, missing documents, synthesis. */
export function HomePage() {
  const user = useCurrentUser();
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Bonjour {user.firstName || user.name}</h1>
        <p className="text-muted-foreground">Voici l’essentiel de votre établissement.</p>
      </div>
      {selected ? (
        <>
          <EstablishmentCard establishment={selected} />
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            {userHasPermission(user, 'evaluation:read') ? (
              <div className="grid min-w-0 content-start gap-6">
                <CategoryScoresPanel establishmentId={selected.id} />
                <ScoreEvolutionPanel establishmentId={selected.id} />
              </div>
            ) : null}
            <div className="grid content-start gap-6">
              {userHasPermission(user, 'action-plan:read') ? <ActionsPanel establishmentId={selected.id} /> : null}
              {userHasPermission(user, 'evaluation:read') ? (
                <MissingDocumentsPanel establishmentId={selected.id} />
              ) : null}
              {userHasPermission(user, 'report:read') ? <SynthesisPanel establishmentId={selected.id} /> : null}
            </div>
          </div>
        </>
      ) : (
        <EmptyState
          title="Aucun établissement sélectionné"
          description="Vous n’êtes rattaché à aucun établissement pour le moment. Demandez à votre responsable de vous y ajouter."
        />
      )}
    </div>
  );
}
