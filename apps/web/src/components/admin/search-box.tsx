import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useSearchText } from '@/hooks/use-search-text.ts';
import { cn } from '@/lib/utils.ts';

export type SearchBoxProps = {
  value: string;
  onSearch: (search: string) => void;
  /** The box's accessible name; shown above it when `showLabel`, otherwise read by screen readers only. */
  label: string;
  placeholder: string;
  showLabel?: boolean;
  /** The width from the small breakpoint on. */
  width?: 'narrow' | 'medium' | 'wide';
  maxLength?: number;
};

const WIDTHS = { narrow: 'sm:w-72', medium: 'sm:w-80', wide: 'sm:w-96' } as const;

/**
 * The one search box of the lists: the search text lives in the URL; typing
 * sends it after a short pause, so the server searches (see useSearchText).
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  showLabel = false,
  width = 'narrow',
  maxLength,
}: SearchBoxProps) {
  const { inputProps } = useSearchText(value, onSearch);
  const id = useId();

  const box = (
    <div className={cn('relative', showLabel ? null : ['w-full', WIDTHS[width]])}>
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        id={showLabel ? id : undefined}
        type="search"
        aria-label={showLabel ? undefined : label}
        placeholder={placeholder}
        className="pl-9"
        maxLength={maxLength}
        {...inputProps}
      />
    </div>
  );
  if (!showLabel) return box;
  return (
    <div className={cn('grid w-full gap-1', WIDTHS[width])}>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {box}
    </div>
  );
}
