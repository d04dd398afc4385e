import { formatDate } from '@qc/shared/dates';
import {
  formatCotation,
  formatHasImperatifs,
  HAS_ESTABLISHMENT_HOLDS_BACK_TITLE,
  HAS_ESTABLISHMENT_IMPERATIFS_LABEL,
  HAS_ESTABLISHMENT_OBJECTIVES_LABEL,
  HAS_ESTABLISHMENT_SUBTITLE,
  HAS_ESTABLISHMENT_TITLE,
  HAS_LEVEL_UNVERIFIED,
  HAS_SIMULATION_NOTICE,
} from '@qc/shared/scoring/has-labels';
import { combineHasParts } from '@qc/shared/scoring/has-parts';
import { Download, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useHasReading } from '../api/get-has-reading.ts';
import { HasResultGroups, ImperatifNotMet } from './has-result-panel.tsx';

/**
 * Review of ADR 043, item a: the establishment's HAS questionnaires read as one — the latest completed evaluation of
 * each, combined by the shared `combineHasParts` (the PDFs use it too) so the impératifs read « x / 18 » (or as many
 * as apply). Says which questionnaires and dates it combines and which are missing. Nothing for an establishment
 * without any HAS questionnaire (a crèche).
 */
export function EstablishmentHasPanel({
  establishmentId,
  canDownloadPack,
}: {
  establishmentId: string;
  canDownloadPack: boolean;
}) {
  const reading = useHasReading(establishmentId);
  if (reading.isPending) {
    return (
      <section aria-label={`${HAS_ESTABLISHMENT_TITLE} : chargement`} className="grid gap-2">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-24" />
      </section>
    );
  }
  if (reading.isError) {
    return (
      <section aria-labelledby="establishment-has-title" className="rounded-xl border border-border bg-card p-4">
        <h2 id="establishment-has-title" className="text-lg font-semibold">
          {HAS_ESTABLISHMENT_TITLE}
        </h2>
        <ErrorText message={getErrorMessage(reading.error)} />
      </section>
    );
  }
  const { parts, missingForms } = reading.data;
  if (parts.length === 0 && missingForms.length === 0) return null;
  const result = combineHasParts(parts);
  return (
    <section
      aria-labelledby="establishment-has-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-4"
      data-testid="establishment-has"
    >
      <div className="grid gap-1">
        <h2 id="establishment-has-title" className="text-lg font-semibold">
          {HAS_ESTABLISHMENT_TITLE}
        </h2>
        <p className="text-sm text-muted-foreground">{HAS_ESTABLISHMENT_SUBTITLE}</p>
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {HAS_SIMULATION_NOTICE}
        </p>
      </div>

      {result ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2" aria-label="Les deux dimensions de l’échelle qualité">
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">
                {HAS_ESTABLISHMENT_OBJECTIVES_LABEL}
                {result.weightedObjectiveIncluded ? ' (objectif 3.10 pondéré à 10 %, selon notre lecture)' : ''}
              </dt>
              <dd className="text-xl font-semibold">{formatCotation(result.objectivesMean)} / 4</dd>
            </div>
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{HAS_ESTABLISHMENT_IMPERATIFS_LABEL}</dt>
              <dd className="text-xl font-semibold">{formatHasImperatifs(result.imperatifs)}</dd>
            </div>
          </dl>
          <p className="text-sm">
            <span className="font-medium">Niveau A à D : non affiché.</span> {HAS_LEVEL_UNVERIFIED}
          </p>
          <p className="text-sm text-muted-foreground">
            {result.criteria.length} des 157 critères et {result.imperatifs.applicable} des 18 impératifs du référentiel
            sont couverts par les questionnaires réunis. Un critère présent dans deux questionnaires est pris dans le
            plus récent ; un impératif déclaré « non concerné » compte comme non atteint.
          </p>
        </>
      ) : null}

      <div className="grid gap-1 text-sm">
        <h3 className="font-semibold">Questionnaires réunis</h3>
        {parts.length === 0 ? (
          <p>Aucun questionnaire HAS n’est encore terminé : il n’y a rien à réunir.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Questionnaires réunis">
            {parts.map((part) => (
              <li key={part.evaluationId}>
                {part.formName} — terminé le {formatDate(part.completedAt)}
              </li>
            ))}
          </ul>
        )}
        {missingForms.length > 0 ? (
          <>
            <h3 className="mt-2 font-semibold">Questionnaires HAS manquants</h3>
            <ul className="grid gap-1" aria-label="Questionnaires HAS manquants">
              {missingForms.map((form) => (
                <li key={form.formId}>
                  {form.name}
                  {form.inProgress ? ' (en cours, pas encore terminé)' : ' (jamais terminé)'}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      {result ? (
        <>
          <div className="grid gap-2">
            <h3 className="font-semibold">{HAS_ESTABLISHMENT_HOLDS_BACK_TITLE}</h3>
            {result.imperatifs.notMet.length === 0 && result.weakestObjectives.length === 0 ? (
              <p className="text-sm">Tous les impératifs réunis sont atteints et tous les objectifs sont à 4.</p>
            ) : null}
            {result.imperatifs.notMet.length > 0 ? (
              <ul className="grid gap-1 text-sm" aria-label="Impératifs non atteints de l’établissement">
                {result.imperatifs.notMet.map((item) => (
                  <ImperatifNotMet key={item.questionKey} item={item} />
                ))}
              </ul>
            ) : null}
            {result.weakestObjectives.length > 0 ? (
              <ul className="grid gap-1 text-sm" aria-label="Objectifs les plus faibles de l’établissement">
                {result.weakestObjectives.map((item) => (
                  <li key={item.key}>
                    {item.label} : {formatCotation(item.mean)} / 4
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <HasResultGroups result={result} />
          {canDownloadPack ? (
            <div>
              {/* 44 px: a touch target on a phone (the brief's standard), the default button being 36 px. */}
              <Button asChild variant="outline" className="min-h-11">
                <DownloadLink
                  href={`/api/v1/establishments/${establishmentId}/has-preparation`}
                  fileName="preparation-evaluation-has.pdf"
                >
                  <Download aria-hidden />
                  Télécharger le dossier de préparation (PDF)
                </DownloadLink>
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
