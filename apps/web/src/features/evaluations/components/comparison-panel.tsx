import { formatDate } from '@qc/shared/dates';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { formatScore } from '@qc/shared/scoring/score';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { useComparison } from '../api/get-comparison.ts';
import { useEvaluation } from '../api/get-evaluation.ts';

/** An answer in words: with its question when known (levels' labels), else from the value alone. */
function describe(answer: Answer | null, question: Question | undefined): string {
  if (!answer) return '—';
  if (question) return formatAnswerValue(question, answer);
  if (answer.notApplicable) return 'Non concerné';
  const { value } = answer;
  if (value === null) return 'Sans réponse';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.join(', ') || 'Aucune';
  return value === 'OPTIMIZED' ? 'Optimisé' : String(value);
}

function formatDelta(delta: number | null): string {
  if (delta === null) return '—';
  if (delta === 0) return '=';
  return `${delta > 0 ? '+' : '−'}${formatScore(Math.abs(delta))}`;
}

/** DESIGN §5: question by question, this evaluation against the previous completed one of the same form. */
export function ComparisonPanel({ evaluationId }: { evaluationId: string }) {
  const comparison = useComparison(evaluationId);
  const detail = useEvaluation(evaluationId);
  if (comparison.isPending) return <Skeleton className="h-24" aria-label="Chargement de la comparaison" />;
  if (comparison.isError)
    return <ErrorState message={getErrorMessage(comparison.error)} onRetry={() => void comparison.refetch()} />;
  const { previous, current, rows } = comparison.data;
  if (!previous)
    return (
      <p className="text-sm text-muted-foreground">Première auto-évaluation de ce questionnaire : rien à comparer.</p>
    );
  const questions = new Map((detail.data?.questions ?? []).map((question) => [question.key, question]));
  const scoreDelta =
    current.result.score !== null && previous.result.score !== null
      ? current.result.score - previous.result.score
      : null;
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Précédente : terminée le {previous.completedAt ? formatDate(previous.completedAt) : '—'}, score{' '}
        {formatScoreOutOf100(previous.result.score)} · évolution du score :{' '}
        <span className="font-semibold">{formatDelta(scoreDelta)}</span>
      </p>
      <Table aria-label="Comparaison question par question">
        <TableHeader>
          <TableRow>
            <TableHead>Question</TableHead>
            <TableHead>Précédente</TableHead>
            <TableHead>Actuelle</TableHead>
            <TableHead className="text-right">Évolution</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const question = questions.get(row.questionKey);
            return (
              <TableRow key={row.questionKey}>
                <TableCell className="max-w-md whitespace-normal">{row.label}</TableCell>
                <TableCell className="whitespace-normal">{describe(row.previous, question)}</TableCell>
                <TableCell className="whitespace-normal">{describe(row.current, question)}</TableCell>
                <TableCell
                  className={`text-right font-medium ${row.delta && row.delta > 0 ? 'text-green-800' : row.delta && row.delta < 0 ? 'text-red-800' : ''}`}
                >
                  {formatDelta(row.delta)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
