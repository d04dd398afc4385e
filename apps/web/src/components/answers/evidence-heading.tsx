import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

const REQUIREMENT = { MANDATORY: 'Document obligatoire', RECOMMENDED: 'Document recommandé' } as const;

/** « Preuves », whether a document is mandatory or recommended, and what is expected: in the form and its preview. */
export function EvidenceHeading({ question, titleId }: { question: Question; titleId: string }) {
  const requirement = question.documentRequirement;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <FileText className="size-4 text-muted-foreground" aria-hidden />
      <h3 id={titleId} className="font-medium">
        Preuves
      </h3>
      {requirement ? (
        <Badge variant={requirement === 'MANDATORY' ? 'danger' : 'default'}>
          {REQUIREMENT[requirement]}
          {/* Issue 26: the proof of the answer that claims conformity, as « Terminer » and the PDF ask it. */}
          {requirement === 'MANDATORY' && question.documentRequiredFor === 'CONFORMING_ANSWER'
            ? ' pour une réponse conforme'
            : ''}
        </Badge>
      ) : null}
      {question.expectedDocument ? (
        <span className="text-muted-foreground">Attendu : {question.expectedDocument}</span>
      ) : null}
    </div>
  );
}
