import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { EstablishmentCard } from './establishment-card.tsx';

/** DESIGN §7 "Home": the selected establishment at a glance; later capabilities add their panels. */
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
        <EstablishmentCard establishment={selected} />
      ) : (
        <EmptyState
          title="Aucun établissement sélectionné"
          description="Vous n’êtes rattaché à aucun établissement pour le moment. Demandez à votre responsable de vous y ajouter."
        />
      )}
    </div>
  );
}
