import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input.tsx';
import { useSearchText } from '@/hooks/use-search-text.ts';

type SearchBoxProps = { value: string; onSearch: (search: string) => void };

/** The search text lives in the URL; typing updates it after a short pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { inputProps } = useSearchText(value, onSearch);

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
          {...inputProps}
        />
      </div>
    </div>
  );
}
