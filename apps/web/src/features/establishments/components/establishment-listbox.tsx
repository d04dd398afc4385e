import type { Establishment } from '@qc/shared/establishments/schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  ComboboxListbox,
  ComboboxStatus,
  getNextActiveIndex,
  getOptionId,
  type ComboboxOption,
} from '@/components/ui/combobox-listbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useUserEstablishments } from '../api/get-user-establishments.ts';

type EstablishmentListboxProps = {
  userId: string;
  selectedId: string | null;
  onSelect: (establishment: Establishment) => void;
};

const toOption = (establishment: Establishment): ComboboxOption => ({
  value: establishment.id,
  label: establishment.name,
  description: `${establishment.legalEntityName} · ${establishment.city}`,
});

/** WAI-ARIA combobox: the input keeps focus, arrows move the active option, Enter picks it. */
export function EstablishmentListbox({ userId, selectedId, onSelect }: EstablishmentListboxProps) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const { data, isPending, isError } = useUserEstablishments({ userId, search: debouncedSearch });
  const items = data?.items ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = getNextActiveIndex(event.key, activeIndex, items.length);
    if (next !== null) {
      event.preventDefault();
      setActiveIndex(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[activeIndex];
      if (item) onSelect(item);
    }
  };

  return (
    <div className="flex flex-col">
      <div className="border-b border-border p-2">
        <Input
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-activedescendant={items[activeIndex] ? getOptionId(listId, activeIndex) : undefined}
          aria-label="Rechercher un établissement"
          placeholder="Rechercher un établissement…"
          autoFocus
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ComboboxListbox
        id={listId}
        label="Établissements"
        className="max-h-72"
        options={items.map(toOption)}
        activeIndex={activeIndex}
        selectedValue={selectedId}
        onActivate={setActiveIndex}
        onPick={(index) => {
          const item = items[index];
          if (item) onSelect(item);
        }}
      />
      <ComboboxStatus
        isPending={isPending}
        isError={isError}
        shown={items.length}
        total={data?.total}
        emptyText="Aucun établissement trouvé."
        errorText="Impossible de charger les établissements."
      />
    </div>
  );
}
