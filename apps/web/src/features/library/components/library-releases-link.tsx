import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useLibraryReleases } from '../api/library-releases.ts';

/** « Nouveautés » on the reading room: the library's version in force, and the way to what changed. */
export function LibraryReleasesLink() {
  const { data } = useLibraryReleases();
  return (
    <Button variant="outline" asChild>
      <Link to="/librairy/releases">
        <Sparkles aria-hidden />
        Nouveautés
        {data?.version ? <span className="text-xs text-muted-foreground">version {data.version}</span> : null}
      </Link>
    </Button>
  );
}
