import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { EvidenceHeading } from '@/components/answers/evidence-heading.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DisclosureButton } from '@/components/ui/disclosure-button.tsx';
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

/**
 * The proofs of an answer: the ones given, then one « Ajouter une preuve » button that opens the
 * upload (file, validity, send) and the reuse of a document — one Tab stop per question instead of
 * six (issue 19 item 3). After an upload, a reuse or a removal the keyboard stays in the section.
 */
export function EvidenceSection({ establishmentId, evaluationId, question, answer }: EvidenceSectionProps) {
  const { upload, detach } = useEvidenceMutations(evaluationId);
  const [isOpen, setIsOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [validUntil, setValidUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = `evidence-${question.key}`;
  const evidence = answer?.evidence ?? [];

  /** Closes the upload panel and gives the keyboard back to its button, with the news in the live region. */
  const finished = (message: string) => {
    setIsOpen(false);
    setDone(message);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const send = () => {
    if (upload.isPending) return;
    if (!file) return setError('Veuillez choisir un fichier');
    upload.mutate(
      { evaluationId, questionKey: question.key, file, ...(validUntil ? { validUntil } : {}) },
      {
        onSuccess: () => {
          setFile(null);
          setValidUntil('');
          setError(null);
          notify.success('Preuve ajoutée.');
          finished(`Preuve « ${file.name} » ajoutée.`);
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
      <EvidenceHeading question={question} titleId={`${id}-title`} />
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
                      onSuccess: () => {
                        notify.success('Preuve retirée (le document reste dans l’établissement).');
                        finished(`Preuve « ${document.name} » retirée.`);
                      },
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
        <div className="grid justify-items-start gap-2">
          <DisclosureButton
            ref={toggleRef}
            expanded={isOpen}
            controls={`${id}-panel`}
            onClick={() => {
              setDone('');
              setIsOpen((open) => !open);
            }}
          >
            <Paperclip aria-hidden />
            Ajouter une preuve
          </DisclosureButton>
          {isOpen ? (
            <div id={`${id}-panel`} className="grid w-full gap-2">
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
                {/* Not disabled while sending: a disabled button drops the keyboard focus to <body>. */}
                <Button size="sm" variant="outline" onClick={send} aria-disabled={upload.isPending || undefined}>
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
                onAttached={(name) => finished(`Preuve « ${name} » ajoutée.`)}
              />
            </div>
          ) : null}
          <p role="status" className="text-xs text-muted-foreground empty:hidden">
            {done}
          </p>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">Répondez d’abord à la question pour y joindre une preuve.</p>
      )}
    </section>
  );
}
