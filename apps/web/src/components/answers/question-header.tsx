import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { Badge } from '@/components/ui/badge.tsx';

/** Number, label, impératif mark, reference and help of a question. */
export function QuestionHeader({ question, number, labelId }: { question: Question; number: number; labelId: string }) {
  return (
    <header className="grid gap-1">
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={labelId} className="flex-1 font-medium">
          <span className="text-muted-foreground">{number}. </span>
          {question.label}
        </h2>
        {question.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
      </div>
      {question.reference ? (
        <p className="text-xs text-muted-foreground">
          <span className="font-medium">Référence :</span> {question.reference}
        </p>
      ) : null}
      {question.helpText ? <p className="text-sm text-muted-foreground">{question.helpText}</p> : null}
    </header>
  );
}
