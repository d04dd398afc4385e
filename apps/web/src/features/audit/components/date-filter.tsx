import { isCalendarDate } from '@qc/shared/validation/dates';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';

type DateFilterProps = {
  label: string;
  /** YYYY-MM-DD, from the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
};

/**
 * A Paris date in the URL: a complete date (or an emptied field) reaches the
 * URL after a short pause, so typing the year digit by digit sends one request.
 */
export function DateFilter({ label, value, onChange, min, max, error }: DateFilterProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedValue(text, 400);
  const lastSent = useRef(value ?? '');

  useEffect(() => {
    if (debounced === lastSent.current || (debounced !== '' && !isCalendarDate(debounced))) return;
    lastSent.current = debounced;
    onChange(debounced || undefined);
  }, [debounced, onChange]);

  // A change from outside (« Effacer les filtres », back button) replaces the field.
  useEffect(() => {
    if ((value ?? '') !== lastSent.current) {
      lastSent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-36 flex-1 gap-1 sm:flex-none">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-44"
        value={text}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
