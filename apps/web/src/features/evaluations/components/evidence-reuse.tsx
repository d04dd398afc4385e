import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useEstablishmentDocuments } from '../api/get-documents.ts';
import { useEvaluation } from '../api/get-evaluation.ts';
import { useEvidenceMutations } from '../api/evidence-mutations.ts';

type EvidenceReuseProps = {
  establishmentId: string;
  evaluationId: string;
  questionKey: string;
  attachedIds: string[];
  /** Called with the document's name once attached (the section then gives the keyboard back). */
  onAttached: (name: string) => void;
};

/** A document already in the establishment (its own, or proof of another answer) attached without a new upload. */
export function EvidenceReuse({
  establishmentId,
  evaluationId,
  questionKey,
  attachedIds,
  onAttached,
}: EvidenceReuseProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [documentId, setDocumentId] = useState('');
  const documents = useEstablishmentDocuments(establishmentId, isOpen);
  const { attach } = useEvidenceMutations(evaluationId);
  // The proofs already given in this evaluation are reusable too (the API lists only the establishment's own).
  const evaluation = useEvaluation(evaluationId);
  const own = (documents.data ?? []).filter((document) => !attachedIds.includes(document.id));
  const seen = new Set(own.map((document) => document.id));
  const proofs = (evaluation.data?.answers ?? [])
    .flatMap((answer) => answer.evidence)
    .filter((document) => {
      if (attachedIds.includes(document.id) || seen.has(document.id)) return false;
      seen.add(document.id);
      return true;
    });
  const groups = [
    { label: 'Documents de l’établissement', items: own },
    { label: 'Preuves de cette auto-évaluation', items: proofs },
  ].filter((group) => group.items.length > 0);
  const id = `reuse-${questionKey}`;
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer text-primary focus-visible:outline-2 focus-visible:outline-ring">
        Réutiliser un document de l’établissement
      </summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {documents.isPending ? (
          <p className="text-muted-foreground">Chargement des documents…</p>
        ) : documents.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(documents.error)}
          </p>
        ) : groups.length === 0 ? (
          <p className="text-muted-foreground">Aucun autre document à réutiliser pour l’instant.</p>
        ) : (
          <>
            <div className="grid gap-1">
              <label htmlFor={id} className="text-xs text-muted-foreground">
                Document
              </label>
              <NativeSelect
                id={id}
                value={documentId}
                onChange={(event) => setDocumentId(event.target.value)}
                placeholder="Choisir un document"
              >
                {groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.items.map((document) => (
                      <option key={document.id} value={document.id}>
                        {document.name}
                        {document.isExpired ? ' (expiré)' : ''}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={!documentId || attach.isPending}
              onClick={() =>
                attach.mutate(
                  { evaluationId, questionKey, documentId },
                  {
                    onSuccess: () => {
                      const name = [...own, ...proofs].find((document) => document.id === documentId)?.name ?? '';
                      setDocumentId('');
                      notify.success('Preuve ajoutée.');
                      onAttached(name);
                    },
                    onError: (failure) => notify.error(getErrorMessage(failure)),
                  },
                )
              }
            >
              Joindre
            </Button>
          </>
        )}
      </div>
    </details>
  );
}
