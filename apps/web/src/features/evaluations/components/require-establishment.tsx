import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';

/** Self-evaluations are an establishment's: without one selected, say so rather than show nothing. */
export function RequireEstablishment({ children }: { children: (establishmentId: string, name: string) => ReactNode }) {
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  if (!selected)
    return (
      <EmptyState
        title="Aucun établissement sélectionné"
        description="Choisissez un établissement dans l’en-tête pour voir et mener ses auto-évaluations."
      />
    );
  return <>{children(selected.id, selected.name)}</>;
}
