import { BoardReportInputSchema } from '@qc/shared/board/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';

/** The first day of the default period: twelve months back, as the server's default. */
function yearBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 12);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The group view's filters at the time: the report covers the sites shown. */
export type BoardReportFilters = {
  legalEntityId?: string | undefined;
  category?: EstablishmentCategory | undefined;
  city?: string | undefined;
  search?: string | undefined;
};

/** The query string of both downloads; the period checked as the server will (French messages under the fields). */
export function boardReportQuery(
  input: { clientId?: string | undefined; from: string; to: string } & BoardReportFilters,
): {
  errors: Record<string, string>;
  query: string | null;
} {
  const checked = getSchemaFieldErrors(BoardReportInputSchema, {
    clientId: input.clientId,
    legalEntityId: input.legalEntityId,
    category: input.category,
    city: input.city,
    search: input.search,
    from: input.from || undefined,
    to: input.to || undefined,
  });
  if (!checked.success) return { errors: checked.fieldErrors, query: null };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(checked.output)) if (value) search.set(key, value);
  return { errors: {}, query: search.toString() };
}

/**
 * Issue 17 item 5: the board report of the group shown above, for a chosen
 * period, as a PDF or as a spreadsheet with the same figures. The server
 * renders the PDF off the request path; the link says it is being prepared
 * (spinner, seconds elapsed) until the file arrives.
 */
export function BoardReportCard({
  clientId,
  filters = {},
}: {
  clientId: string | undefined;
  filters?: BoardReportFilters;
}) {
  const form = useValibotForm(() => {
    const today = getParisToday();
    return { from: yearBefore(today), to: today };
  });
  // Checked as typed: the downloads are links, there is no submit.
  const { errors, query } = boardReportQuery({ clientId, ...form.values, ...filters });
  const dateField = (name: 'from' | 'to', label: string) => (
    <Field id={`board-${name}`} label={label} error={errors[name]}>
      <Input
        id={`board-${name}`}
        type="date"
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `board-${name}-error` : undefined}
      />
    </Field>
  );
  const filtered = Boolean(filters.legalEntityId || filters.category || filters.city || filters.search);
  return (
    <SectionCard
      titleId="board-report-title"
      title="Rapport au conseil d’administration"
      description={
        <>
          Scores par établissement et par catégorie, tendance des dernières auto-évaluations, écarts les plus fréquents,
          impératifs non conformes et avancement des plans d’action, sur la période choisie.
          {filtered ? ' Le rapport porte sur les établissements affichés par les filtres de la vue de groupe.' : null}
        </>
      }
      contentClassName="grid gap-4"
    >
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        {dateField('from', 'Du')}
        {dateField('to', 'Au')}
      </div>
      {query === null ? null : (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <DownloadLink href={`/api/v1/group/board-report?${query}`} fileName="rapport-conseil.pdf">
              <Download aria-hidden />
              Télécharger le rapport PDF
            </DownloadLink>
          </Button>
          <Button asChild variant="outline">
            <DownloadLink href={`/api/v1/group/board-report.xlsx?${query}`} fileName="rapport-conseil.xlsx">
              <FileSpreadsheet aria-hidden />
              Télécharger les chiffres (XLSX)
            </DownloadLink>
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
