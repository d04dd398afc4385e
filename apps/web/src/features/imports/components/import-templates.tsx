import { IMPORT_KIND_LABELS, IMPORT_KINDS } from '@qc/shared/imports/columns';
import { FileSpreadsheet } from 'lucide-react';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';

/** A kind's template comes in both formats the import reads. */
const FORMATS = [
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
] as const;

/** Issue 32, step 1: the templates to fill, the whole workbook or one sheet per kind, in Excel or CSV. */
export function ImportTemplates() {
  return (
    <SectionCard
      titleId="import-templates"
      title="1. Télécharger un modèle"
      description="Les colonnes attendues, avec leurs noms en français ; la feuille « Aide » dit ce que chacune contient."
    >
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        <li>
          <DownloadLink
            href="/api/v1/imports/template?kind=all&format=xlsx"
            fileName="modele-import.xlsx"
            className="inline-flex min-h-11 items-center gap-2 font-medium underline"
          >
            <FileSpreadsheet aria-hidden className="size-4" />
            Modèle complet (Excel, 4 feuilles)
          </DownloadLink>
        </li>
        {IMPORT_KINDS.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center gap-x-3">
            <span>{IMPORT_KIND_LABELS[kind]} :</span>
            {FORMATS.map(({ format, label }) => (
              <DownloadLink
                key={format}
                href={`/api/v1/imports/template?kind=${kind}&format=${format}`}
                fileName={`modele-${kind}.${format}`}
                className="inline-flex min-h-11 items-center underline"
                aria-label={`${label}, modèle « ${IMPORT_KIND_LABELS[kind]} »`}
              >
                {label}
              </DownloadLink>
            ))}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
