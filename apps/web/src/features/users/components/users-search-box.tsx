import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { useSearchText } from '@/hooks/use-search-text.ts';

/** The search text lives in the URL; typing updates it after a short pause. */
export function UsersSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { inputProps } = useSearchText(value, onSearch);

  return (
    <div className="relative w-full sm:w-80">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label="Rechercher un utilisateur"
        placeholder="Rechercher par nom ou e-mail…"
        className="pl-9"
        {...inputProps}
      />
    </div>
  );
}
