import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { Copy, GripVertical, Pencil } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useDuplicateQuestion } from '../api/duplicate-question.ts';
import { useReorderQuestions } from '../api/reorder-questions.ts';
import { DeleteQuestionDialog } from './delete-question-dialog.tsx';
import { MoveButtons, moveItem, useMoveFocus, type Direction } from './move-buttons.tsx';
import { QuestionDialog } from './question-dialog.tsx';
import { QuestionSummary } from './question-summary.tsx';

type QuestionListProps = { formId: string; questions: Question[]; canEdit: boolean };

/**
 * The questions in order. Reordering by keyboard (move buttons: the focus
 * follows the moved question) or by dragging a row onto another.
 */
export function QuestionList({ formId, questions, canEdit }: QuestionListProps) {
  const reorder = useReorderQuestions();
  const duplicate = useDuplicateQuestion();
  const listRef = useRef<HTMLOListElement>(null);
  const [draggedKey, setDraggedKey] = useState<string | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const setFocusTarget = useMoveFocus(listRef, 'data-question-key', questions);

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
    setFocusTarget({ id: question.key, direction });
    saveOrder(
      moveItem(questions, index, target),
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
      moveItem(questions, from, targetIndex),
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
                <MoveButtons index={index} count={questions.length} name={`la question ${index + 1}`} onMove={moveBy} />
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
