import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';

/** The search text lives in the URL; typing updates it after a short pause. */
export function UsersSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);

  return (
    <div className="relative w-full sm:w-80">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label="Rechercher un utilisateur"
        placeholder="Rechercher par nom ou e-mail…"
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
