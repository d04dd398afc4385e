import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';

type RequireEstablishmentProps = {
  /** What the user would see here once an establishment is chosen (« voir son plan d’action »). */
  purpose: string;
  children: (establishmentId: string, name: string) => ReactNode;
};

/** Screens that belong to an establishment: without one selected, say so rather than show nothing. */
export function RequireEstablishment({ purpose, children }: RequireEstablishmentProps) {
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  if (!selected)
    return (
      <EmptyState
        title="Aucun établissement sélectionné"
        description={`Choisissez un établissement dans l’en-tête pour ${purpose}.`}
      />
    );
  return <>{children(selected.id, selected.name)}</>;
}
