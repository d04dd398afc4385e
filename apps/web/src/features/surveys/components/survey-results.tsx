import { SURVEY_THEME_LABELS } from '@qc/shared/surveys/templates';
import type { SurveyResults as Results } from '@qc/shared/surveys/outputs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/**
 * The results from five answers: for each question a bar per option with its count and share written out (the
 * bars are drawn, the numbers are text: screen readers and printouts read them), then the comments, each of which
 * the director may hide from the exports.
 */
export function SurveyResults({ surveyId }: { surveyId: string }) {
  const query = useQuery(orpc.surveys.results.queryOptions({ input: { id: surveyId } }));
  return (
    <SectionCard titleId="survey-results" title="Résultats">
      {query.isPending ? (
        <Spinner label="Chargement des résultats…" />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data.shown ? (
        <p role="status" className="text-sm">
          {query.data.responseCount} réponse{query.data.responseCount > 1 ? 's' : ''} reçue
          {query.data.responseCount > 1 ? 's' : ''}. {query.data.message}
        </p>
      ) : (
        <ShownResults surveyId={surveyId} results={query.data} />
      )}
    </SectionCard>
  );
}

/** The results' files, as the server writes them. */
const EXPORTS = [
  { extension: 'xlsx', label: 'Excel' },
  { extension: 'csv', label: 'CSV' },
] as const;

function ShownResults({ surveyId, results }: { surveyId: string; results: Results }) {
  const queryClient = useQueryClient();
  const toggle = useMutation(orpc.surveys.setCommentHidden.mutationOptions());
  const saveDocument = useMutation(orpc.surveys.saveAsDocument.mutationOptions());
  const labels = new Map(results.questions.map((question) => [question.key, question.label]));
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <strong>{results.responseCount}</strong> réponses anonymes.
      </p>
      <div className="flex flex-wrap gap-3">
        {EXPORTS.map(({ extension, label }) => (
          <DownloadLink
            key={extension}
            href={`/api/v1/surveys/${surveyId}/results.${extension}`}
            fileName={`resultats-enquete.${extension}`}
            className="inline-flex min-h-11 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-muted"
          >
            {`Exporter (${label})`}
          </DownloadLink>
        ))}
        <Button
          variant="outline"
          className="min-h-11"
          disabled={saveDocument.isPending}
          onClick={() =>
            saveDocument.mutate(
              { id: surveyId },
              {
                onSuccess: (document) => {
                  void queryClient.invalidateQueries({ queryKey: orpc.documents.key() });
                  notify.success(`Résultats enregistrés dans les documents : ${document.name}`);
                },
                onError: notifyError,
              },
            )
          }
        >
          Enregistrer dans les documents (preuve)
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Enregistrés dans les documents de l’établissement, les résultats se joignent comme preuve aux réponses de
        l’évaluation sur les pratiques concernées. Les commentaires masqués n’y figurent pas.
      </p>
      {results.questions
        .filter((question) => question.type !== 'COMMENT')
        .map((question) => (
          <figure key={question.key} className="grid gap-2">
            <figcaption className="font-medium">
              {question.label}
              <span className="block text-xs font-normal text-muted-foreground">
                {question.answered} réponse{question.answered > 1 ? 's' : ''}
                {question.theme ? ` · ${SURVEY_THEME_LABELS[question.theme]}` : ''}
              </span>
            </figcaption>
            <ul className="grid gap-1" aria-label={`Réponses à « ${question.label} »`}>
              {question.options.map((option) => {
                const share = percent(option.count, question.answered);
                return (
                  <li
                    key={option.label}
                    className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-2 text-sm"
                  >
                    <span>{option.label}</span>
                    <span className="h-4 rounded bg-muted" aria-hidden="true">
                      <span className="block h-4 rounded bg-primary" style={{ width: `${share}%` }} />
                    </span>
                    <span className="tabular-nums">
                      {option.count} ({share} %)
                    </span>
                  </li>
                );
              })}
            </ul>
          </figure>
        ))}
      <section aria-labelledby="survey-comments" className="grid gap-2">
        <h3 id="survey-comments" className="font-medium">
          Commentaires ({results.comments.length})
        </h3>
        {results.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun commentaire.</p>
        ) : (
          <ul className="grid gap-2">
            {results.comments.map((comment) => (
              <li
                key={comment.id}
                className={`grid gap-2 rounded-md border border-border p-3 ${comment.hidden ? 'bg-muted text-muted-foreground' : ''}`}
              >
                <span className="text-xs text-muted-foreground">{labels.get(comment.questionKey)}</span>
                <blockquote className="whitespace-pre-line">{comment.body}</blockquote>
                <span className="flex flex-wrap items-center gap-2">
                  {comment.hidden ? <span className="text-xs">Masqué : exclu des exports</span> : null}
                  <Button
                    variant="outline"
                    className="min-h-11"
                    disabled={toggle.isPending}
                    aria-label={`${comment.hidden ? 'Afficher' : 'Masquer'} le commentaire « ${comment.body.slice(0, 40)} »`}
                    onClick={() =>
                      toggle.mutate(
                        { id: comment.id, hidden: !comment.hidden },
                        {
                          onSuccess: (updated) => {
                            queryClient.setQueryData(orpc.surveys.results.queryKey({ input: { id: surveyId } }), {
                              ...results,
                              comments: results.comments.map((item) => (item.id === updated.id ? updated : item)),
                            });
                            notify.success(updated.hidden ? 'Commentaire masqué' : 'Commentaire affiché');
                          },
                          onError: notifyError,
                        },
                      )
                    }
                  >
                    {comment.hidden ? 'Afficher' : 'Masquer'}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
