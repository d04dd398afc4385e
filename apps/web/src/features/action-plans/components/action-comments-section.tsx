import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { formatDateTime } from '@qc/shared/dates';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useAddComment } from '../api/action-mutations.ts';

/** An action's comments, in order, and a new one for whoever may update it (DESIGN §6). */
export function CommentsSection({ action, canComment }: { action: ActionDetail; canComment: boolean }) {
  const addComment = useAddComment();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    addComment.mutate(
      { actionId: action.id, body },
      { onSuccess: () => setBody(''), onError: (error) => notify.error(getErrorMessage(error)) },
    );
  };
  return (
    <section className="grid gap-2" aria-labelledby="action-comments-title">
      <h3 id="action-comments-title" className="text-sm font-semibold">
        Commentaires
      </h3>
      {action.comments.length === 0 ? <p className="text-sm text-muted-foreground">Aucun commentaire.</p> : null}
      <ol className="grid gap-2 text-sm">
        {action.comments.map((comment) => (
          <li key={comment.id} className="rounded-md bg-muted p-2">
            <p className="whitespace-pre-line">{comment.body}</p>
            <p className="text-xs text-muted-foreground">
              {comment.authorName} · {formatDateTime(comment.createdAt)}
            </p>
          </li>
        ))}
      </ol>
      {canComment ? (
        <form onSubmit={submit} className="grid gap-2">
          <label htmlFor="action-comment" className="sr-only">
            Nouveau commentaire
          </label>
          <textarea
            id="action-comment"
            placeholder="Ajouter un commentaire…"
            className="min-h-16 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" size="sm" className="justify-self-end" disabled={addComment.isPending || !body.trim()}>
            Commenter
          </Button>
        </form>
      ) : null}
    </section>
  );
}
