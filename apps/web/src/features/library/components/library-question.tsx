import { formatCalendarDay } from '@qc/shared/dates';
import { DOCUMENT_REQUIREMENT_LABELS, QUESTION_TYPE_LABELS } from '@qc/shared/enums';
import type { QuestionSource } from '@qc/shared/library/sources';
import type { AppliesWhen } from '@qc/shared/questionnaires/applicability';
import {
  appliesWhenConditions,
  DOCUMENT_REQUIRED_FOR_LABELS,
  notApplicableLabel,
} from '@qc/shared/questionnaires/applicability-wording';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { ExternalLink, FileText, ListFilter } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

const formatNumber = (value: number) => String(value).replace('.', ',');

/** How the question is answered: the conforming answer, the options and their scores, or the scale. */
function AnswerFacts({ question }: { question: Question }) {
  if (question.type === 'BOOLEAN') {
    return <p>Réponse conforme : {question.conformingAnswer === false ? 'Non' : 'Oui'}</p>;
  }
  if (question.type === 'NOTATION' && question.scale) {
    const { min, labels, allowOptimized } = question.scale;
    return (
      <div className="grid gap-1">
        <p>
          Échelle {question.scale.min} à {question.scale.max}, conforme à partir de {question.threshold}
          {allowOptimized ? ' ; « Optimisé » possible au-delà du niveau le plus haut' : ''}
        </p>
        <ol aria-label="Niveaux de l’échelle" className="flex flex-wrap gap-x-4 gap-y-1">
          {labels.map((label, index) => (
            <li key={label}>
              <span className="font-medium">{min + index}</span> {label}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <p>
        {question.type === 'MULTIPLE_CHOICE'
          ? 'Plusieurs réponses possibles (score : somme des options, 100 au plus)'
          : 'Une seule réponse possible'}
      </p>
      <ul aria-label="Options de réponse" className="flex flex-wrap gap-1.5">
        {question.options.map((option) => (
          <li key={option.label} className="rounded-md border border-border px-2 py-0.5">
            {option.label} <span className="text-muted-foreground">({option.score})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The texts the reference was checked against (ADR 025), so that a director or
 * an inspector can read the article herself: one line per citation, the link
 * opening in a new tab.
 */
function ReferenceSources({ sources }: { sources: readonly QuestionSource[] }) {
  return (
    <ul aria-label="Sources vérifiées" className="grid gap-0.5 text-xs text-muted-foreground">
      {sources.map((source) => (
        <li key={source.citation}>
          {sources.length > 1 ? `${source.citation} : ` : 'Source : '}
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-0.5 text-primary underline underline-offset-2"
          >
            {source.title}
            <ExternalLink className="size-3" aria-hidden />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          , texte vérifié le {formatCalendarDay(source.checkedOn)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 26 (ADR 035): which establishments the question applies to, said from its own `appliesWhen` — what an
 * evaluation reads against the establishment's profile and freezes — and what the others read in its place.
 */
function Applicability({ when, labelId }: { when: AppliesWhen; labelId: string }) {
  const conditions = appliesWhenConditions(when);
  const lead = 'S’applique seulement aux établissements';
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="question-applicability">
      <ListFilter className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        {conditions.length === 1 ? (
          <p id={labelId}>
            {lead} {conditions[0]}.
          </p>
        ) : (
          <>
            <p id={labelId}>{lead} :</p>
            <ul aria-labelledby={labelId} className="list-disc pl-5">
              {conditions.map((condition, index) => (
                <li key={condition}>
                  {condition}
                  {index < conditions.length - 1 ? ' ;' : '.'}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="text-xs text-muted-foreground">
          Ailleurs, elle est montrée grisée : « {notApplicableLabel(when.reason)} ». Tant que le profil réglementaire de
          l’établissement ne renseigne pas ces points, elle est posée.
        </p>
      </div>
    </div>
  );
}

/**
 * One question of the reading room: label, reference and its sources, which establishments it applies to, type and
 * scale, impératif, expected document and the answer it proves.
 */
export function LibraryQuestion({
  question,
  index,
  sources = [],
}: {
  question: Question;
  index: number;
  sources?: readonly QuestionSource[];
}) {
  const labelId = `question-${question.key}-label`;
  return (
    <li
      id={`question-${question.key}`}
      aria-labelledby={labelId}
      className="grid scroll-mt-[calc(var(--app-header-height,0px)+1rem)] gap-2 rounded-xl border border-border bg-card p-4 target:border-primary target:ring-2 target:ring-primary/30"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={labelId} className="flex-1 font-medium">
          <span className="text-muted-foreground">{index + 1}. </span>
          {question.label}
        </h3>
        {question.isCritical ? (
          <Badge variant="danger" title="Une obligation stricte : jamais « non concerné »">
            Impératif
          </Badge>
        ) : null}
      </div>
      <p className="text-sm">
        <span className="font-medium">Référence : </span>
        {question.reference ?? <span className="text-muted-foreground">non renseignée</span>}
      </p>
      {sources.length > 0 ? <ReferenceSources sources={sources} /> : null}
      {question.helpText ? <p className="text-sm text-muted-foreground">{question.helpText}</p> : null}
      {question.appliesWhen ? (
        <Applicability when={question.appliesWhen} labelId={`question-${question.key}-applies`} />
      ) : null}
      <div className="grid gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-1.5">
          <Badge variant="muted">{QUESTION_TYPE_LABELS[question.type]}</Badge>
          {question.weight !== 1 ? (
            <span className="text-xs text-muted-foreground">Poids {formatNumber(question.weight)}</span>
          ) : null}
        </p>
        <div className="text-xs text-muted-foreground">
          <AnswerFacts question={question} />
        </div>
      </div>
      {question.documentRequirement ? (
        <div className="flex items-start gap-2 text-sm">
          <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>Document attendu : {question.expectedDocument ?? 'à préciser'}</span>
            <Badge variant={question.documentRequirement === 'MANDATORY' ? 'danger' : 'default'}>
              {DOCUMENT_REQUIREMENT_LABELS[question.documentRequirement]}
            </Badge>
            {question.documentRequirement === 'MANDATORY' ? (
              <span className="text-xs text-muted-foreground">
                ({DOCUMENT_REQUIRED_FOR_LABELS[question.documentRequiredFor].toLowerCase()})
              </span>
            ) : null}
          </p>
        </div>
      ) : null}
    </li>
  );
}
