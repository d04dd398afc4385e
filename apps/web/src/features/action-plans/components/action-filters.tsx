import { ACTION_PRIORITIES, ACTION_STATUSES } from '@qc/shared/action-plans/schemas';
import { useEffect, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import type { ActionsSearch } from '../api/get-actions.ts';
import { useTeam } from '../api/get-team.ts';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '../labels.ts';

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
      <div className="grid gap-1">
        <Label htmlFor="filter-status">Statut</Label>
        <NativeSelect
          id="filter-status"
          value={search.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as ActionsSearch['status'], page: undefined })
          }
        >
          <option value="">Tous</option>
          {ACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ACTION_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-priority">Priorité</Label>
        <NativeSelect
          id="filter-priority"
          value={search.priority ?? ''}
          onChange={(event) =>
            onChange({ priority: (event.target.value || undefined) as ActionsSearch['priority'], page: undefined })
          }
        >
          <option value="">Toutes</option>
          {ACTION_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {ACTION_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-responsible">Responsable</Label>
        <NativeSelect
          id="filter-responsible"
          value={search.responsibleId ?? ''}
          onChange={(event) => onChange({ responsibleId: event.target.value || undefined, page: undefined })}
        >
          <option value="">Tous</option>
          {(team.data?.items ?? []).map((link) => (
            <option key={link.effectiveMemberId} value={link.effectiveMemberId}>
              {link.effectiveMember.firstName} {link.effectiveMember.lastName}
            </option>
          ))}
        </NativeSelect>
      </div>
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
