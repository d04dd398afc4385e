import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';

type SearchBoxProps = { value: string; onSearch: (search: string) => void; label: string; placeholder: string };

/** The search text lives in the URL; typing updates it after a short pause. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);

  return (
    <div className="relative w-full sm:w-72">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
