import type { Question } from '@qc/shared/questionnaires/question-schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';
import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { AnswerControl } from '@/components/answers/answer-control.tsx';
import { CommentField } from '@/components/answers/comment-field.tsx';
import { EvidenceHeading } from '@/components/answers/evidence-heading.tsx';
import { NotApplicableField } from '@/components/answers/not-applicable-field.tsx';
import { QuestionHeader } from '@/components/answers/question-header.tsx';

/**
 * One question as the evaluator sees it in the form: the form's own header, answer
 * control, « Non concerné » with its justification, comment and proofs block (issue 19
 * item 8: the preview drew its own N/A and scale, and no proofs). One may answer to
 * try; nothing is saved, and no proof can be sent.
 */
export function QuestionPreview({ question, index }: { question: Question; index: number }) {
  const id = `preview-${useId().replaceAll(':', '')}`;
  const [value, setValue] = useState<AnswerValue | null>(null);
  const [notApplicable, setNotApplicable] = useState(false);
  const [justification, setJustification] = useState('');
  const [comment, setComment] = useState('');
  return (
    <article
      aria-labelledby={`${id}-label`}
      data-question-type={question.type}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <QuestionHeader question={question} number={index + 1} labelId={`${id}-label`} />
      <AnswerControl
        question={question}
        name={`${id}-answer`}
        legend={`Réponse à la question ${index + 1}`}
        value={value}
        disabled={notApplicable}
        onChange={setValue}
      />
      <NotApplicableField
        question={question}
        id={id}
        checked={notApplicable}
        justification={justification}
        onCheckedChange={setNotApplicable}
        onJustificationChange={setJustification}
      />
      <CommentField id={id} value={comment} onChange={setComment} />
      <section className="grid gap-2 rounded-md bg-muted/50 p-3" aria-labelledby={`${id}-evidence-title`}>
        <EvidenceHeading question={question} titleId={`${id}-evidence-title`} />
        <div className="grid justify-items-start gap-2">
          <Button size="sm" variant="outline" disabled aria-describedby={`${id}-evidence-note`}>
            <Paperclip aria-hidden />
            Ajouter une preuve
          </Button>
          <p id={`${id}-evidence-note`} className="text-xs text-muted-foreground">
            Aperçu : les preuves se déposent pendant l’auto-évaluation.
          </p>
        </div>
      </section>
    </article>
  );
}
