import { FilterField } from '@/components/ui/filter-field.tsx';
import { NativeSelect, type SelectOption } from '@/components/ui/native-select.tsx';

type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
  disabled?: boolean;
  /** The select's width from the small breakpoint on (a narrow one where filters share a row). */
  width?: 'narrow' | 'wide';
};

/** A labelled filter whose empty choice means "all". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'Tous',
  disabled,
  width = 'wide',
}: FilterSelectProps) {
  return (
    <FilterField label={label} width={width}>
      {(id) => (
        <NativeSelect
          id={id}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value || undefined)}
          placeholder={allLabel}
          options={options}
        />
      )}
    </FilterField>
  );
}
