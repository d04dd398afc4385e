import { Building2, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { EstablishmentListbox } from './establishment-listbox.tsx';

/** The header's establishment switcher: a combobox searched on the server. */
export function EstablishmentSwitcher() {
  const user = useCurrentUser();
  const selected = useEstablishmentStore((state) => state.selectedEstablishment);
  const setSelected = useEstablishmentStore((state) => state.setSelectedEstablishment);
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="w-full max-w-xs justify-between sm:w-64"
          aria-label={`Établissement sélectionné : ${selected?.name ?? 'aucun'}. Changer d’établissement`}
          data-testid="establishment-switcher"
        >
          <Building2 aria-hidden />
          <span className="truncate">{selected?.name ?? 'Aucun établissement'}</span>
          <ChevronsUpDown className="ml-auto opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="p-0">
        <EstablishmentListbox
          userId={user.id}
          selectedId={selected?.id ?? null}
          onSelect={(establishment) => {
            setSelected(establishment);
            setIsOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
