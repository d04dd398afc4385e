import type { IncidentStats } from '@qc/shared/incidents/outputs';
import { SectionCard } from '@/components/ui/section-card.tsx';

type Count = IncidentStats['byKind'][number];

/** One figure of the events' synthesis; a late count above zero is said in red. */
export function Figure({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`text-2xl font-semibold ${alert && value > 0 ? 'text-destructive' : ''}`}>{value}</dd>
    </div>
  );
}

/** A count per key as a list of bars; the figure is written, the bar only repeats it (hidden from screen readers). */
export function CountCard({
  id,
  title,
  counts,
  label,
  total,
  empty = 'Aucun événement.',
}: {
  id: string;
  title: string;
  counts: Count[];
  label: (key: string) => string;
  total: number;
  empty?: string;
}) {
  return (
    <SectionCard titleId={id} title={title}>
      {counts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2" aria-labelledby={id}>
          {counts.map((item) => (
            <li key={item.key} className="grid gap-1 text-sm">
              <span className="flex justify-between gap-2">
                <span>{label(item.key)}</span>
                <span className="font-semibold">{item.count}</span>
              </span>
              <span aria-hidden className="h-2 rounded bg-muted">
                <span
                  className="block h-2 rounded bg-primary"
                  style={{ width: `${Math.round((item.count / Math.max(1, total)) * 100)}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
