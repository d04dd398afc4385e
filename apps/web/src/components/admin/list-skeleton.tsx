import { Skeleton } from '@/components/ui/skeleton.tsx';

/** A list still loading: a few grey rows, announced by its accessible name (e.g. « Chargement des clients »). */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number | undefined }) {
  return (
    <div className="grid gap-2" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10" />
      ))}
    </div>
  );
}
