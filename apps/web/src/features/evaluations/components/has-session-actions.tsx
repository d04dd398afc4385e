import { MAX_HAS_SESSION_NAME_LENGTH } from '@qc/shared/has-sessions/rules';
import { HasSessionRenameInputSchema, type HasSession } from '@qc/shared/has-sessions/schemas';
import { useId } from 'react';
import { TextField } from '@/components/forms/fields.tsx';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { saveCallbacks } from '@/components/forms/save-callbacks.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useRemoveHasSession, useRenameHasSession } from '../api/has-sessions.ts';

/**
 * Issue 30 item 3 (ADR 048): a session's own actions, while the evaluation is in progress — give it a name (a path,
 * a unit, a process: never a person) or delete it (the criteria it rated are recombined by the server).
 */
export function HasSessionActions({ evaluationId, session }: { evaluationId: string; session: HasSession }) {
  return (
    <div className="flex flex-wrap gap-2">
      <RenameSessionDialog evaluationId={evaluationId} session={session} />
      <DeleteSessionDialog evaluationId={evaluationId} session={session} />
    </div>
  );
}

export function RenameSessionDialog({ evaluationId, session }: { evaluationId: string; session: HasSession }) {
  const id = useId();
  const rename = useRenameHasSession(evaluationId);
  const form = useValibotForm(() => ({ name: session.name ?? '' }));
  return (
    <FormDialog
      form={form}
      trigger={
        <Button type="button" variant="outline" className="h-11">
          {session.name ? 'Renommer la session' : 'Nommer la session'}
        </Button>
      }
      title={`Nommer la session ${session.label}`}
      description="Un repère pour l’équipe : un parcours, un service, un processus. Jamais le nom d’une personne : la session reste anonyme. Laissez vide pour retirer le nom."
      onSubmit={() =>
        form.send(
          HasSessionRenameInputSchema,
          { evaluationId, sessionId: session.id, name: form.values.name },
          rename.mutate,
          saveCallbacks(form, 'Session enregistrée.'),
        )
      }
      isPending={rename.isPending}
      submitLabel="Enregistrer le nom"
    >
      <TextField
        form={form}
        field="name"
        id={`${id}-name`}
        label="Nom de la session (facultatif)"
        hint={`${MAX_HAS_SESSION_NAME_LENGTH} caractères au plus, sans nom de personne.`}
        autoComplete="off"
      />
    </FormDialog>
  );
}

export function DeleteSessionDialog({ evaluationId, session }: { evaluationId: string; session: HasSession }) {
  const remove = useRemoveHasSession(evaluationId);
  const rated = session.answers.length;
  return (
    <ConfirmDeleteDialog
      name={`la session ${session.label}`}
      isPending={remove.isPending}
      trigger={
        <Button type="button" variant="outline" className="h-11">
          Supprimer la session
        </Button>
      }
      description={
        <>
          <p>
            {rated === 0
              ? 'Cette session n’a coté aucun critère : rien d’autre ne change.'
              : `Ses cotations (${rated} critère${rated > 1 ? 's' : ''}) seront effacées. Chaque critère qu’elle a coté sera recalculé à partir des autres sessions de sa méthode.`}
          </p>
          {rated > 0 ? (
            <p>
              Un critère qu’aucune autre session n’a coté garde sa réponse actuelle dans l’auto-évaluation : modifiez-la
              dans le questionnaire si besoin.
            </p>
          ) : null}
        </>
      }
      onConfirm={confirmDeletion(
        remove.mutate,
        { evaluationId, sessionId: session.id },
        { success: 'Session supprimée.' },
      )}
    />
  );
}
