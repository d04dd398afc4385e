import type { Establishment } from '@qc/shared/establishments/schemas';
import { Check } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { cn } from '@/lib/utils.ts';
import { useUserEstablishments } from '../api/get-user-establishments.ts';

type EstablishmentListboxProps = {
  userId: string;
  selectedId: string | null;
  onSelect: (establishment: Establishment) => void;
};

/** WAI-ARIA combobox: the input keeps focus, arrows move the active option, Enter picks it. */
export function EstablishmentListbox({ userId, selectedId, onSelect }: EstablishmentListboxProps) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const { data, isPending, isError, isFetching } = useUserEstablishments({ userId, search: debouncedSearch });
  const items = data?.items ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
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
          aria-activedescendant={items[activeIndex] ? `${listId}-${activeIndex}` : undefined}
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
      <ul id={listId} role="listbox" aria-label="Établissements" className="max-h-72 overflow-y-auto p-1">
        {isPending ? (
          <li className="p-2">
            <Spinner />
          </li>
        ) : null}
        {isError ? <li className="p-2 text-sm text-destructive">Impossible de charger les établissements.</li> : null}
        {!isPending && !isError && items.length === 0 ? (
          <li className="p-2 text-sm text-muted-foreground">Aucun établissement trouvé.</li>
        ) : null}
        {items.map((establishment, index) => (
          <li
            key={establishment.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={establishment.id === selectedId}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === activeIndex && 'bg-muted',
            )}
            onMouseEnter={() => setActiveIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(establishment)}
          >
            <Check
              className={cn('mt-0.5 size-4 shrink-0', establishment.id !== selectedId && 'invisible')}
              aria-hidden
            />
            <span className="flex flex-col">
              <span>{establishment.name}</span>
              <span className="text-xs text-muted-foreground">
                {establishment.legalEntityName} · {establishment.city}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {data && data.total > items.length ? (
        <p className="border-t border-border p-2 text-xs text-muted-foreground">
          {items.length} sur {data.total} : affinez la recherche.{isFetching ? ' …' : ''}
        </p>
      ) : null}
    </div>
  );
}
