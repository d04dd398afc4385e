import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
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
  const id = useId();
  return (
    <div className="grid min-w-36 flex-1 gap-1 sm:flex-none">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect
        id={id}
        className={width === 'wide' ? 'w-full sm:w-56' : 'w-full sm:w-44'}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
        placeholder={allLabel}
        options={options}
      />
    </div>
  );
}
