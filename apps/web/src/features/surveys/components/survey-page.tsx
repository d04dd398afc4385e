import { formatCalendarDay } from '@qc/shared/dates';
import { SURVEY_AUDIENCE_LABELS, SURVEY_STATE_LABELS } from '@qc/shared/surveys/enums';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { QueryState } from '@/components/admin/list-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';
import { SurveyCodes } from './survey-codes.tsx';
import { SurveyEditor } from './survey-editor.tsx';
import { SurveyResults } from './survey-results.tsx';

/** The page reads its survey's id from its route's path. */
const route = getRouteApi('/_authenticated/surveys/$id');

/** Issue 28 item 3: one survey — adapted while in preparation, opened, its codes handed out, its results read. */
export function SurveyPage() {
  const { id } = route.useParams();
  const query = useQuery(orpc.surveys.get.queryOptions({ input: { id } }));
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <QueryState query={query} loading={<Spinner label="Chargement de l’enquête…" />}>
        {(survey) => <SurveyView survey={survey} />}
      </QueryState>
    </div>
  );
}

function SurveyView({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const open = useMutation(orpc.surveys.open.mutationOptions());
  const close = useMutation(orpc.surveys.close.mutationOptions());
  const saved = (detail: SurveyDetail, message: string) => {
    queryClient.setQueryData(orpc.surveys.get.queryKey({ input: { id: survey.id } }), detail);
    void queryClient.invalidateQueries({ queryKey: orpc.surveys.list.key() });
    void queryClient.invalidateQueries({ queryKey: orpc.surveys.results.key({ input: { id: survey.id } }) });
    notify.success(message);
  };
  // The one step a survey takes from here: a draft is opened, an open survey closed; a closed one stays so.
  const step =
    survey.state === 'DRAFT'
      ? { mutation: open, variant: 'default' as const, label: 'Ouvrir l’enquête', done: 'Enquête ouverte' }
      : survey.state === 'OPEN'
        ? { mutation: close, variant: 'outline' as const, label: 'Clore l’enquête', done: 'Enquête close' }
        : null;
  return (
    <div className="grid gap-4 pb-20">
      <Link to="/surveys" className="inline-flex min-h-11 items-center text-sm text-primary underline print:hidden">
        ← Toutes les enquêtes
      </Link>
      <header className="grid gap-1 print:hidden">
        <h1 className="text-xl font-semibold">{survey.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={survey.state === 'OPEN' ? 'success' : 'muted'}>{SURVEY_STATE_LABELS[survey.state]}</Badge>
          <span>{SURVEY_AUDIENCE_LABELS[survey.audience]}</span>
          <span>· {survey.establishmentName}</span>
          {survey.closesOn ? <span>· clôture le {formatCalendarDay(survey.closesOn)}</span> : null}
          <span>
            · {survey.responseCount} réponse{survey.responseCount > 1 ? 's' : ''}
          </span>
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          {step ? (
            <Button
              variant={step.variant}
              className="min-h-11"
              disabled={step.mutation.isPending}
              onClick={() =>
                step.mutation.mutate(
                  { id: survey.id },
                  { onSuccess: (detail) => saved(detail, step.done), onError: notifyError },
                )
              }
            >
              {step.label}
            </Button>
          ) : null}
        </div>
      </header>
      {survey.state === 'DRAFT' ? <SurveyEditor key={survey.id} survey={survey} /> : null}
      {survey.state !== 'CLOSED' ? <SurveyCodes survey={survey} /> : null}
      {survey.state !== 'DRAFT' ? (
        <div className="print:hidden">
          <SurveyResults surveyId={survey.id} />
        </div>
      ) : null}
    </div>
  );
}
