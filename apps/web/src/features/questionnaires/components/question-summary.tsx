import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { DOCUMENT_REQUIREMENT_LABELS, QUESTION_TYPE_LABELS } from '@qc/shared/enums';

/** One line of facts under a question's label, in the authoring list. */
export function QuestionSummary({ question }: { question: Question }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <Badge variant="muted">{QUESTION_TYPE_LABELS[question.type]}</Badge>
      {question.isCritical ? <Badge variant="danger">Impératif</Badge> : null}
      {question.documentRequirement ? (
        <Badge variant={question.documentRequirement === 'MANDATORY' ? 'danger' : 'default'}>
          Document {DOCUMENT_REQUIREMENT_LABELS[question.documentRequirement].toLowerCase()}
        </Badge>
      ) : null}
      {question.weight !== 1 ? <span>Poids {String(question.weight).replace('.', ',')}</span> : null}
      {question.reference ? <span>· {question.reference}</span> : null}
      {question.type === 'SELECT' || question.type === 'MULTIPLE_CHOICE' ? (
        <span>· {question.options.length} options</span>
      ) : null}
      {question.type === 'NOTATION' && question.scale ? (
        <span>
          · échelle {question.scale.min}–{question.scale.max}, seuil {question.threshold}
        </span>
      ) : null}
    </div>
  );
}
