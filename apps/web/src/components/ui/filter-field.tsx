import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';

type FilterFieldProps = {
  label: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
  /** The control's width from the small breakpoint on, as FilterSelect's. */
  width?: 'narrow' | 'wide';
};

/** The small label above a list filter (FilterSelect, a SearchPicker), and the filter's width. */
export function FilterField({ label, children, width = 'wide' }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid min-w-36 flex-1 gap-1 sm:flex-none', width === 'wide' ? 'sm:w-56' : 'sm:w-44')}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
