import type { Question } from '@qc/shared/questionnaires/question-schemas';
import type { ComponentProps } from 'react';
import { QuestionHeader } from '@/components/answers/question-header.tsx';

/** A question's anchor in the evaluation (the progress bar and « question suivante » scroll and focus to it). */
export const questionAnchor = (question: Question) => `question-${question.key}`;

/**
 * A question of the evaluation, whatever its state (to answer, held by someone else, not applicable): the
 * focusable article named by its header; each card gives its look and what stands under the header.
 */
export function QuestionArticle({
  question,
  number,
  children,
  ...props
}: { question: Question; number: number } & ComponentProps<'article'>) {
  const id = questionAnchor(question);
  return (
    <article id={id} tabIndex={-1} aria-labelledby={`${id}-label`} {...props}>
      <QuestionHeader question={question} number={number} labelId={`${id}-label`} />
      {children}
    </article>
  );
}
