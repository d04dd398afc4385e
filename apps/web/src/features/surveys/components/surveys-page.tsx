import { formatCalendarDay } from '@qc/shared/dates';
import { SURVEY_AUDIENCE_LABELS, SURVEY_STATE_LABELS, type SurveyAudience } from '@qc/shared/surveys/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ListState } from '@/components/admin/list-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { orpc } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/mutation-errors.ts';

/** Issue 28 item 3: the establishment's surveys, and a new one from the families' or the team's questionnaire. */
export function SurveysPage({ establishmentId }: { establishmentId: string }) {
  const query = useQuery(orpc.surveys.list.queryOptions({ input: { establishmentId, page: 1, pageSize: 100 } }));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(orpc.surveys.create.mutationOptions());
  const start = (audience: SurveyAudience) =>
    create.mutate(
      { establishmentId, audience },
      {
        onSuccess: (survey) => {
          void queryClient.invalidateQueries({ queryKey: orpc.surveys.list.key() });
          void navigate({ to: '/surveys/$id', params: { id: survey.id } });
        },
        onError: notifyError,
      },
    );

  return (
    <div className="grid gap-4 pb-20">
      <p className="text-sm text-muted-foreground">
        Des questionnaires anonymes pour recueillir l’avis des familles et de l’équipe, à partir de modèles prêts à
        l’emploi que vous adaptez. Les résultats s’affichent à partir de 5 réponses.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={create.isPending} onClick={() => start('PARENTS')}>
          Nouvelle enquête auprès des familles
        </Button>
        <Button className="min-h-11" variant="outline" disabled={create.isPending} onClick={() => start('STAFF')}>
          Nouvelle enquête auprès de l’équipe
        </Button>
      </div>
      <ListState
        query={query}
        loading={<Spinner label="Chargement des enquêtes…" />}
        empty={{ title: 'Aucune enquête', description: 'Créez une première enquête à partir d’un modèle.' }}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="grid gap-2" aria-label="Enquêtes">
            {data.items.map((survey) => (
              <li key={survey.id}>
                <Link
                  to="/surveys/$id"
                  params={{ id: survey.id }}
                  className="grid min-h-11 gap-1 rounded-lg border border-border bg-card p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{survey.title}</span>
                    <Badge variant={survey.state === 'OPEN' ? 'success' : 'muted'}>
                      {SURVEY_STATE_LABELS[survey.state]}
                    </Badge>
                    <Badge>{SURVEY_AUDIENCE_LABELS[survey.audience]}</Badge>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {survey.responseCount} réponse{survey.responseCount > 1 ? 's' : ''} · {survey.codeCount} code
                    {survey.codeCount > 1 ? 's' : ''}
                    {survey.closesOn ? ` · clôture le ${formatCalendarDay(survey.closesOn)}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
