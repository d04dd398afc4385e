import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useActionCounts, useHomeOverview, useInProgressEvaluations } from '../api/get-home-figures.ts';
import { describeNotEvaluated, describeNothingMissing, getDocumentCoverage } from '../document-coverage.ts';

/**
 * DESIGN §7: open and overdue actions, with the way to the plan. Issue 27: someone who only moves her own
 * actions (a COLLABORATOR) counts hers — the 4 of « Mes actions », not the site's 9.
 */
export function ActionsPanel({ establishmentId, mine = false }: { establishmentId: string; mine?: boolean }) {
  const counts = useActionCounts(establishmentId, mine);
  return (
    <SectionCard
      titleId="home-actions-title"
      title={mine ? 'Mes actions' : 'Plan d’action'}
      description={mine ? 'Les actions dont vous êtes responsable dans cet établissement.' : undefined}
      contentClassName="grid gap-3"
    >
      {counts.isPending ? (
        <Skeleton className="h-12" aria-label="Chargement du plan d’action" />
      ) : counts.isError ? (
        <ErrorText message={getErrorMessage(counts.error)} />
      ) : (
        <dl className="grid grid-cols-2 gap-3" aria-label="Actions">
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Actions ouvertes</dt>
            <dd className="text-2xl font-semibold">{counts.data.TODO + counts.data.IN_PROGRESS}</dd>
          </div>
          <div className={`rounded-lg p-3 ${counts.data.overdue > 0 ? 'bg-red-50 text-red-900' : 'bg-muted/60'}`}>
            <dt className="text-xs">En retard</dt>
            <dd className="text-2xl font-semibold">{counts.data.overdue}</dd>
          </div>
        </dl>
      )}
      <Link
        to="/action-plan"
        search={mine ? { mine: true } : {}}
        className="inline-flex min-h-11 items-center text-sm text-primary underline"
      >
        {mine ? 'Voir mes actions' : 'Voir le plan d’action'}
      </Link>
    </SectionCard>
  );
}

/**
 * DESIGN §7: the mandatory documents missing — still to attach in the evaluations
 * being answered, and those whose proofs have all expired since a completed one (ADR 017).
 */
export function MissingDocumentsPanel({ establishmentId }: { establishmentId: string }) {
  const inProgress = useInProgressEvaluations(establishmentId);
  const overview = useHomeOverview(establishmentId);
  const lacking = (inProgress.data?.items ?? []).filter((item) => item.result.missingMandatoryDocuments > 0);
  const expired = (overview.data?.forms ?? []).filter(
    (item) => (item.lastCompleted?.expiredMandatoryDocuments ?? 0) > 0,
  );
  const total =
    lacking.reduce((sum, item) => sum + item.result.missingMandatoryDocuments, 0) +
    expired.reduce((sum, item) => sum + item.lastCompleted!.expiredMandatoryDocuments, 0);
  const failed = inProgress.isError ? inProgress.error : overview.isError ? overview.error : null;
  // Only the forms evaluated count their documents: say so rather than « nothing missing » (issue 19 item 8).
  const coverage = getDocumentCoverage(overview.data ?? { forms: [] });
  return (
    <SectionCard
      titleId="home-documents-title"
      title="Documents obligatoires manquants"
      description="À joindre aux auto-évaluations en cours, ou à renouveler quand leurs preuves ont expiré."
      contentClassName="grid gap-2 text-sm"
    >
      {inProgress.isPending || overview.isPending ? (
        <Skeleton className="h-12" aria-label="Chargement des documents manquants" />
      ) : failed ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(failed)}
        </p>
      ) : total === 0 ? (
        <>
          <p className="text-muted-foreground">{describeNothingMissing(coverage)}</p>
          {coverage.evaluated === 0 && coverage.applicable > 0 ? (
            <Link to="/auto-evaluation/categories" className="text-primary underline">
              Commencer une auto-évaluation
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-2xl font-semibold text-red-900">{total}</p>
          {lacking.length > 0 ? (
            <ul className="grid gap-1" aria-label="Auto-évaluations à compléter">
              {lacking.map((item) => (
                <li key={item.id}>
                  <Link to="/auto-evaluation/form/$id" params={{ id: item.formId }} className="text-primary underline">
                    {item.formName}
                  </Link>{' '}
                  : {documentCount(item.result.missingMandatoryDocuments)} à joindre
                </li>
              ))}
            </ul>
          ) : null}
          {expired.length > 0 ? (
            <ul className="grid gap-1" aria-label="Preuves expirées">
              {expired.map((item) => (
                <li key={item.form.id}>
                  <Link
                    to="/action-plan/form/$formId/"
                    params={{ formId: item.form.id }}
                    className="text-primary underline"
                  >
                    {item.form.name}
                  </Link>{' '}
                  : {documentCount(item.lastCompleted!.expiredMandatoryDocuments)} à renouveler (preuve expirée)
                </li>
              ))}
            </ul>
          ) : null}
          {coverage.notEvaluated > 0 ? (
            <p className="text-muted-foreground">{describeNotEvaluated(coverage.notEvaluated)}.</p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

function documentCount(count: number): string {
  return `${count} document${count > 1 ? 's' : ''}`;
}

/** DESIGN §7: the establishment synthesis, rendered by the API (ADR 018). */
export function SynthesisPanel({ establishmentId }: { establishmentId: string }) {
  return (
    <SectionCard
      titleId="home-synthesis-title"
      title="Synthèse de l’établissement"
      description="Dernières auto-évaluations, scores par catégorie, écarts, documents et plan d’action."
    >
      <Button asChild variant="outline">
        <DownloadLink href={`/api/v1/establishments/${establishmentId}/report`} fileName="synthese-etablissement.pdf">
          <Download aria-hidden />
          Télécharger la synthèse PDF
        </DownloadLink>
      </Button>
    </SectionCard>
  );
}
