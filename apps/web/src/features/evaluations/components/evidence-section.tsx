import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useEvidenceMutations } from '../api/evidence-mutations.ts';
import { EvidenceReuse } from './evidence-reuse.tsx';

type EvidenceSectionProps = {
  establishmentId: string;
  evaluationId: string;
  question: Question;
  answer: Answer | undefined;
};

const REQUIREMENT = { MANDATORY: 'Document obligatoire', RECOMMENDED: 'Document recommandé' } as const;

/** The proofs of an answer: upload a file, reuse a document of the establishment, or remove one. */
export function EvidenceSection({ establishmentId, evaluationId, question, answer }: EvidenceSectionProps) {
  const { upload, detach } = useEvidenceMutations(evaluationId);
  const [file, setFile] = useState<File | null>(null);
  const [validUntil, setValidUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `evidence-${question.key}`;
  const evidence = answer?.evidence ?? [];
  const requirement = question.documentRequirement;

  const send = () => {
    if (!file) return setError('Veuillez choisir un fichier');
    upload.mutate(
      { evaluationId, questionKey: question.key, file, ...(validUntil ? { validUntil } : {}) },
      {
        onSuccess: () => {
          setFile(null);
          setValidUntil('');
          setError(null);
          notify.success('Preuve ajoutée.');
        },
        onError: (failure) => {
          const fields = getFieldErrors(failure);
          setError(fields.file ?? fields.validUntil ?? getErrorMessage(failure));
        },
      },
    );
  };

  return (
    <section className="grid gap-2 rounded-md bg-muted/50 p-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FileText className="size-4 text-muted-foreground" aria-hidden />
        <h3 id={`${id}-title`} className="font-medium">
          Preuves
        </h3>
        {requirement ? (
          <Badge variant={requirement === 'MANDATORY' ? 'danger' : 'default'}>{REQUIREMENT[requirement]}</Badge>
        ) : null}
        {question.expectedDocument ? (
          <span className="text-muted-foreground">Attendu : {question.expectedDocument}</span>
        ) : null}
      </div>
      {evidence.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={`Preuves de la question « ${question.label} »`}>
          {evidence.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-2">
              <a className="underline" href={`/api/v1/documents/${document.id}/download`}>
                {document.name}
              </a>
              {document.isExpired ? <Badge variant="danger">Expiré</Badge> : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={detach.isPending}
                onClick={() =>
                  detach.mutate(
                    { evaluationId, questionKey: question.key, documentId: document.id },
                    {
                      onSuccess: () => notify.success('Preuve retirée (le document reste dans l’établissement).'),
                      onError: (failure) => notify.error(getErrorMessage(failure)),
                    },
                  )
                }
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {answer ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-file`} className="text-xs text-muted-foreground">
                Déposer un fichier
              </label>
              <input
                id={`${id}-file`}
                type="file"
                className="max-w-64 text-sm"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-valid`} className="text-xs text-muted-foreground">
                Valable jusqu’au (facultatif)
              </label>
              <input
                id={`${id}-valid`}
                type="date"
                value={validUntil}
                onChange={(event) => setValidUntil(event.target.value)}
                className="h-8 rounded-md border border-input bg-card px-2 text-sm"
              />
            </div>
            <Button size="sm" variant="outline" onClick={send} disabled={upload.isPending}>
              {upload.isPending ? 'Envoi…' : 'Envoyer la preuve'}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
              {error}
            </p>
          ) : null}
          <EvidenceReuse
            establishmentId={establishmentId}
            evaluationId={evaluationId}
            questionKey={question.key}
            attachedIds={evidence.map((document) => document.id)}
          />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">Répondez d’abord à la question pour y joindre une preuve.</p>
      )}
    </section>
  );
}
