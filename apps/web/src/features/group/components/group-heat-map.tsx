import type { GroupCategory, GroupRow } from '@qc/shared/group/schemas';
import { useRef } from 'react';
import { useHorizontalOverflow } from '@/hooks/use-horizontal-overflow.ts';
import { cn } from '@/lib/utils.ts';
import { getHeatBand, HEAT_BAND_LABELS, HEAT_BAND_STYLES, type HeatBand } from '../labels.ts';

const BANDS: HeatBand[] = ['good', 'watch', 'poor', 'none'];

/**
 * The heat map is a real table (caption, column and row headers): screen
 * readers read it as one, with each cell's band in words. Sighted users get
 * the value written in each cell, a colour and a pattern per band, and the
 * legend: nothing rests on colour alone.
 */
export function GroupHeatMap({
  rows,
  categories,
  measure,
  format,
}: {
  rows: GroupRow[];
  categories: GroupCategory[];
  measure: 'conformityRate' | 'score';
  format: (value: number | null) => string;
}) {
  const measureLabel = measure === 'score' ? 'Score' : 'Taux de conformité';
  const frameRef = useRef<HTMLDivElement>(null);
  // On a phone the map scrolls sideways: its frame then takes the keyboard as a named region (issue 19 item 5).
  const overflows = useHorizontalOverflow(frameRef);
  return (
    <div className="grid gap-3">
      <ul className="flex flex-wrap gap-3 text-xs" aria-label="Légende de la carte de chaleur">
        {BANDS.map((band) => (
          <li key={band} className="flex items-center gap-1.5">
            <Swatch band={band} />
            {HEAT_BAND_LABELS[band]}
          </li>
        ))}
      </ul>
      <div
        ref={frameRef}
        {...(overflows
          ? { role: 'region', tabIndex: 0, 'aria-label': `Carte de chaleur : ${measureLabel.toLowerCase()}` }
          : {})}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="border-separate border-spacing-1 text-sm">
          <caption className="sr-only">
            {measureLabel} par établissement (lignes) et par catégorie de questionnaires (colonnes)
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 text-left font-medium text-muted-foreground">
                Établissement
              </th>
              {categories.map((category) => (
                <th
                  key={category.id ?? 'other'}
                  scope="col"
                  className="max-w-32 px-2 text-left align-bottom text-xs font-medium text-muted-foreground"
                >
                  {category.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.establishment.id}>
                <th scope="row" className="px-2 text-left font-medium whitespace-nowrap">
                  {row.establishment.name}
                </th>
                {categories.map((category) => {
                  const cell = row.categories.find((item) => item.categoryId === category.id);
                  const value = cell ? cell[measure] : null;
                  const band = getHeatBand(value);
                  const style = HEAT_BAND_STYLES[band];
                  return (
                    <td
                      key={category.id ?? 'other'}
                      data-band={band}
                      className={cn(
                        'h-10 min-w-20 rounded-md border-2 px-2 text-center font-semibold tabular-nums',
                        style.className,
                      )}
                      style={style.pattern ? { backgroundImage: style.pattern } : undefined}
                      title={`${row.establishment.name}, ${category.name} : ${format(value)} (${HEAT_BAND_LABELS[band]})`}
                    >
                      <span className="rounded bg-white/80 px-1 whitespace-nowrap">{format(value)}</span>
                      <span className="sr-only">, {HEAT_BAND_LABELS[band]}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Swatch({ band }: { band: HeatBand }) {
  const style = HEAT_BAND_STYLES[band];
  return (
    <span
      aria-hidden
      className={cn('inline-block size-5 rounded border-2', style.className)}
      style={style.pattern ? { backgroundImage: style.pattern } : undefined}
    />
  );
}
