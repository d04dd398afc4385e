import { formatDate } from '@qc/shared/dates';
import type { GroupComparison } from '@qc/shared/group/compare-schemas';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { formatRate, formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { getHeatBand, HEAT_BAND_LABELS } from '../labels.ts';

type ComparableForm = { id: string; name: string; categoryName: string | null };

/**
 * Issue 34 item 10: the form to compare on. Its names are long (« Charte nationale pour l’accueil
 * du jeune enfant »): the picker takes the card's width rather than a filter's 14 rem, groups the
 * forms by category, and its title gives the chosen name in full where the box still cuts it.
 */
export function ComparisonFormPicker({
  forms,
  value,
  isPending,
  onChange,
}: {
  forms: readonly ComparableForm[];
  value: string | undefined;
  isPending: boolean;
  onChange: (formId: string | undefined) => void;
}) {
  const categories = new Map<string, ComparableForm[]>();
  for (const form of [...forms].sort((a, b) => a.name.localeCompare(b.name, 'fr'))) {
    const category = form.categoryName ?? 'Autres questionnaires';
    categories.set(category, [...(categories.get(category) ?? []), form]);
  }
  const chosen = forms.find((form) => form.id === value);
  return (
    <div className="grid max-w-3xl gap-1">
      <Label htmlFor="group-comparison-form" className="text-xs text-muted-foreground">
        Questionnaire
      </Label>
      <NativeSelect
        id="group-comparison-form"
        value={value ?? ''}
        disabled={isPending}
        title={chosen?.name}
        className="pointer-coarse:h-11"
        placeholder={isPending ? 'Chargement des questionnaires…' : 'Choisir un questionnaire'}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {[...categories]
          .sort(([a], [b]) => a.localeCompare(b, 'fr'))
          .map(([category, items]) => (
            <optgroup key={category} label={category}>
              {items.map((form) => (
                <option key={form.id} value={form.id} title={form.name}>
                  {form.name}
                </option>
              ))}
            </optgroup>
          ))}
      </NativeSelect>
    </div>
  );
}

/** Issue 34 item 10: each site's score on the form (its latest completed evaluation), beside the questions. */
export function ComparisonSiteScores({ comparison }: { comparison: GroupComparison }) {
  return (
    <Table aria-label={`Score de chaque établissement sur « ${comparison.form.name} »`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Établissement</TableHead>
          <TableHead scope="col">Dernière auto-évaluation terminée</TableHead>
          <TableHead scope="col" className="text-right">
            Score
          </TableHead>
          <TableHead scope="col" className="text-right">
            Conformité
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {comparison.sites.map((site) => (
          <TableRow key={site.id} data-testid="comparison-site">
            <TableHead scope="row" className="h-auto py-2 font-medium whitespace-normal text-foreground">
              {site.name}
              <div className="text-xs font-normal text-muted-foreground">{site.city}</div>
            </TableHead>
            <TableCell>
              {site.completedAt ? (
                <>
                  le {formatDate(site.completedAt)}
                  {site.formVersion !== null && site.formVersion !== comparison.form.version ? (
                    <div className="text-xs text-muted-foreground">version {site.formVersion} du questionnaire</div>
                  ) : null}
                </>
              ) : (
                <span className="text-muted-foreground">Pas encore évalué</span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <span className="font-medium whitespace-nowrap">{formatScoreOutOf100(site.score)}</span>
              {site.score === null ? null : (
                <div className="text-xs text-muted-foreground">{HEAT_BAND_LABELS[getHeatBand(site.score)]}</div>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">
              {formatRate(site.conformityRate)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
