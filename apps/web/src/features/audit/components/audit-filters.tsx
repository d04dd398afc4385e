import { AUDIT_MESSAGES, type AuditEntity } from '@qc/shared/audit/schemas';
import { AUDIT_ENTITIES } from '@qc/shared/enums';
import { useCallback } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { SearchPicker } from '@/components/ui/search-picker.tsx';
import type { AuditSearch } from '../api/audit-search.ts';
import { auditEstablishmentSource } from '../api/establishment-source.ts';
import { AUDIT_ENTITY_LABELS } from '../labels.ts';
import { DateFilter } from './date-filter.tsx';

const ENTITY_OPTIONS = enumOptions(AUDIT_ENTITIES, AUDIT_ENTITY_LABELS);

type AuditFiltersProps = {
  search: AuditSearch;
  onChange: (changes: Partial<AuditSearch>) => void;
};

/** The kind of record, the establishment, the period (Paris dates, both included), and the one record a link may have chosen. */
export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const isPeriodReversed = Boolean(search.from && search.to && search.from > search.to);
  const hasFilter = Boolean(search.entity || search.entityId || search.establishmentId || search.from || search.to);
  const onFrom = useCallback((from: string | undefined) => onChange({ from }), [onChange]);
  const onTo = useCallback((to: string | undefined) => onChange({ to }), [onChange]);

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-start gap-3">
        <FilterSelect
          label="Type d’élément"
          value={search.entity}
          options={ENTITY_OPTIONS}
          allLabel="Tous les éléments"
          // Another kind of record cannot keep the record a link had chosen.
          onChange={(entity) => onChange({ entity: entity as AuditEntity | undefined, entityId: undefined })}
        />
        <FilterField label="Établissement">
          {(id) => (
            <SearchPicker
              id={id}
              label="Établissement"
              value={search.establishmentId ?? ''}
              source={auditEstablishmentSource}
              emptyOption="Tous les établissements"
              onChange={(establishmentId) => onChange({ establishmentId: establishmentId || undefined })}
            />
          )}
        </FilterField>
        <DateFilter label="Du" value={search.from} max={search.to} onChange={onFrom} />
        <DateFilter
          label="Au"
          value={search.to}
          min={search.from}
          onChange={onTo}
          error={isPeriodReversed ? AUDIT_MESSAGES.periodInvalid : undefined}
        />
        {hasFilter ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:mt-5"
            onClick={() =>
              onChange({
                entity: undefined,
                entityId: undefined,
                establishmentId: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            Effacer les filtres
          </Button>
        ) : null}
      </div>
      {search.entityId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <span>
            Historique d’un seul élément
            {search.entity ? ` (${AUDIT_ENTITY_LABELS[search.entity].toLowerCase()})` : ''}.
          </span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onChange({ entityId: undefined })}>
            Voir tous les éléments
          </Button>
        </p>
      ) : null}
    </div>
  );
}
