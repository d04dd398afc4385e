import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

type SearchChecklistProps = {
  /** The legend before its count: « Questionnaires demandés (2 choisis) ». */
  legend: string;
  /** The search box's accessible name; its placeholder adds « … ». */
  searchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  loadError: string;
  /** What an empty list says (with or without a search). */
  empty: string;
  items: ReadonlyArray<{ id: string; label: ReactNode }>;
  selected: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  /** Prefix of each checkbox's id (`${idPrefix}-${id}`). */
  idPrefix: string;
  error: string | undefined;
  errorId: string;
};

/** A campaign's forms or sites: a search, the matching items to tick, the count chosen and the French message. */
export function SearchChecklist({
  legend,
  searchLabel,
  search,
  onSearchChange,
  query,
  loadError,
  empty,
  items,
  selected,
  onToggle,
  idPrefix,
  error,
  errorId,
}: SearchChecklistProps) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend} ({selected.length} choisi{selected.length > 1 ? 's' : ''})
      </legend>
      <Input
        aria-label={searchLabel}
        placeholder={`${searchLabel}…`}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2">
        {query.isPending ? <li className="text-sm text-muted-foreground">Chargement…</li> : null}
        {query.isError ? <li className="text-sm text-destructive">{loadError}</li> : null}
        {query.isSuccess && items.length === 0 ? <li className="text-sm text-muted-foreground">{empty}</li> : null}
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-${item.id}`}
              checked={selected.includes(item.id)}
              onCheckedChange={(checked) => onToggle(item.id, checked === true)}
            />
            <Label htmlFor={`${idPrefix}-${item.id}`} className="font-normal">
              {item.label}
            </Label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
