import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { ArrowDown, ArrowUp, Copy, GripVertical, Pencil } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useDuplicateQuestion } from '../api/duplicate-question.ts';
import { useReorderQuestions } from '../api/reorder-questions.ts';
import { DeleteQuestionDialog } from './delete-question-dialog.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import { QuestionSummary } from './question-summary.tsx';

type QuestionListProps = { formId: string; questions: Question[]; canEdit: boolean };
type Direction = 'up' | 'down';

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The questions in order. Reordering by keyboard (move buttons: the focus
 * follows the moved question) or by dragging a row onto another.
 */
export function QuestionList({ formId, questions, canEdit }: QuestionListProps) {
  const reorder = useReorderQuestions();
  const duplicate = useDuplicateQuestion();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ key: string; direction: Direction } | null>(null);
  const [draggedKey, setDraggedKey] = useState<string | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // After a keyboard move, focus the same button on the moved question (or its other arrow at an end).
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-question-key="${focusTarget.key}"]`);
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${focusTarget.direction}"]:not(:disabled)`);
    const fallback = item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (preferred ?? fallback)?.focus();
  }, [focusTarget, questions]);

  const saveOrder = (ordered: Question[], message: string) => {
    setAnnouncement(message);
    reorder.mutate(
      { formId, keys: ordered.map((question) => question.key) },
      { onError: (error) => notify.error(getErrorMessage(error)) },
    );
  };

  const moveBy = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= questions.length) return;
    const question = questions[index]!;
    setFocusTarget({ key: question.key, direction });
    saveOrder(
      move(questions, index, target),
      `Question « ${question.label} » déplacée en position ${target + 1} sur ${questions.length}.`,
    );
  };

  const onDrop = (event: DragEvent, targetIndex: number) => {
    event.preventDefault();
    setDropKey(null);
    const from = questions.findIndex((question) => question.key === draggedKey);
    setDraggedKey(null);
    if (from < 0 || from === targetIndex) return;
    const question = questions[from]!;
    saveOrder(
      move(questions, from, targetIndex),
      `Question « ${question.label} » déplacée en position ${targetIndex + 1} sur ${questions.length}.`,
    );
  };

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol ref={listRef} className="grid gap-2" aria-label="Questions du questionnaire">
        {questions.map((question, index) => (
          <li
            key={question.key}
            data-question-key={question.key}
            aria-label={`Question ${index + 1} : ${question.label}`}
            draggable={canEdit}
            onDragStart={(event) => {
              setDraggedKey(question.key);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', question.key);
            }}
            onDragOver={(event) => {
              if (!draggedKey) return;
              event.preventDefault();
              setDropKey(question.key);
            }}
            onDragLeave={() => setDropKey((current) => (current === question.key ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDraggedKey(null);
              setDropKey(null);
            }}
            className={cn(
              'flex flex-wrap items-start gap-2 rounded-lg border border-border bg-card p-3',
              draggedKey === question.key && 'opacity-50',
              dropKey === question.key && draggedKey !== question.key && 'border-primary ring-2 ring-primary/30',
            )}
          >
            {canEdit ? (
              <GripVertical className="mt-1 size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
            ) : null}
            <span className="mt-0.5 w-6 shrink-0 text-right text-sm font-semibold text-muted-foreground">
              {index + 1}.
            </span>
            <div className="grid min-w-0 flex-1 basis-48 gap-1">
              <p className="font-medium break-words">{question.label}</p>
              <QuestionSummary question={question} />
            </div>
            {canEdit ? (
              <div className="ml-auto flex shrink-0">
                <Button
                  variant="ghost"
                  size="icon"
                  data-move="up"
                  aria-label={`Monter la question ${index + 1}`}
                  disabled={index === 0}
                  onClick={() => moveBy(index, 'up')}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-move="down"
                  aria-label={`Descendre la question ${index + 1}`}
                  disabled={index === questions.length - 1}
                  onClick={() => moveBy(index, 'down')}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <QuestionDialog
                  formId={formId}
                  question={question}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Modifier la question ${index + 1}`}>
                      <Pencil aria-hidden />
                    </Button>
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Dupliquer la question ${index + 1}`}
                  disabled={duplicate.isPending}
                  onClick={() =>
                    duplicate.mutate(
                      { id: question.id },
                      {
                        onSuccess: () => notify.success('Question dupliquée.'),
                        onError: (error) => notify.error(getErrorMessage(error)),
                      },
                    )
                  }
                >
                  <Copy aria-hidden />
                </Button>
                <DeleteQuestionDialog question={question} index={index} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
