import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';

type SearchBoxProps = { value: string; onSearch: (search: string) => void };

/** The search text lives in the URL; typing updates it after a short pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);

  return (
    <div className="grid w-full gap-1 sm:w-96">
      <label htmlFor="library-search" className="text-xs text-muted-foreground">
        Rechercher dans la bibliothèque
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          id="library-search"
          type="search"
          placeholder="Questionnaire, question ou article (ex. R2324-30)…"
          className="pl-9"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
