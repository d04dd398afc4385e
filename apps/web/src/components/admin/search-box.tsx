import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { useSearchText } from '@/hooks/use-search-text.ts';

type SearchBoxProps = { value: string; onSearch: (search: string) => void; label: string; placeholder: string };

/** The search text lives in the URL; typing updates it after a short pause, so the server searches. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const { inputProps } = useSearchText(value, onSearch);

  return (
    <div className="relative w-full sm:w-72">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        {...inputProps}
      />
    </div>
  );
}
