import { useEffect, useState } from 'react';
import type { SelectOption } from '@/components/forms/fields.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import type { ActionsSearch } from '../api/actions-search.ts';
import { useTeam } from '../api/get-team.ts';
import { ACTION_PRIORITY_OPTIONS, ACTION_STATUS_OPTIONS, teamOptions } from '../labels.ts';

type ActionFilterSelectProps = {
  id: string;
  label: string;
  /** The empty choice, which filters nothing (« Tous », « Toutes »). */
  allLabel: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
};

function ActionFilterSelect({ id, label, allLabel, value, options, onChange }: ActionFilterSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        placeholder={allLabel}
        options={options}
      />
    </div>
  );
}

/** The select filters, in their order; the responsible's choices are the team, loaded with the page. */
const SELECT_FILTERS: ReadonlyArray<{
  key: 'status' | 'priority' | 'responsibleId';
  id: string;
  label: string;
  allLabel: string;
  options: readonly SelectOption[];
}> = [
  { key: 'status', id: 'filter-status', label: 'Statut', allLabel: 'Tous', options: ACTION_STATUS_OPTIONS },
  { key: 'priority', id: 'filter-priority', label: 'Priorité', allLabel: 'Toutes', options: ACTION_PRIORITY_OPTIONS },
  { key: 'responsibleId', id: 'filter-responsible', label: 'Responsable', allLabel: 'Tous', options: [] },
];

type ActionFiltersProps = {
  establishmentId: string;
  search: ActionsSearch;
  onChange: (changes: Partial<ActionsSearch>) => void;
};

/** DESIGN §6 filters: status, priority, responsible, overdue, and a search on the title. */
export function ActionFilters({ establishmentId, search, onChange }: ActionFiltersProps) {
  const team = useTeam(establishmentId);
  const [text, setText] = useState(search.search ?? '');
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onChange({ search: debounced || undefined, page: undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="grid gap-1">
        <Label htmlFor="filter-search">Rechercher</Label>
        <Input
          id="filter-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Intitulé…"
        />
      </div>
      {SELECT_FILTERS.map((filter) => (
        <ActionFilterSelect
          key={filter.key}
          id={filter.id}
          label={filter.label}
          allLabel={filter.allLabel}
          value={search[filter.key]}
          options={filter.key === 'responsibleId' ? teamOptions(team.data?.items ?? []) : filter.options}
          onChange={(value) => onChange({ [filter.key]: value, page: undefined })}
        />
      ))}
      <div className="flex items-end gap-2 pb-2">
        <Checkbox
          id="filter-overdue"
          checked={Boolean(search.overdue)}
          onCheckedChange={(checked) => onChange({ overdue: checked === true ? true : undefined, page: undefined })}
        />
        <Label htmlFor="filter-overdue" className="font-normal">
          En retard seulement
        </Label>
      </div>
    </div>
  );
}
