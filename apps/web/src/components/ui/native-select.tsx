import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export type SelectOption = { value: string; label: string };

type NativeSelectProps = ComponentProps<'select'> & {
  /** The choices, after the empty first one `placeholder` names when there is one. */
  options?: readonly SelectOption[];
  placeholder?: string;
};

/** A styled native select: accessible and keyboard-friendly on every device. */
export function NativeSelect({ className, options = [], placeholder, children, ...props }: NativeSelectProps) {
  return (
    <select
      className={cn(
        'flex h-9 w-full rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
