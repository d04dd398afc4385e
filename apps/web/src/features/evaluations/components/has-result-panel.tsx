import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { computeHasResult, type HasCriterion, type HasGroup } from '@qc/shared/scoring/has';
import {
  formatCotation,
  formatHasImperatifs,
  HAS_LEVEL_UNVERIFIED,
  HAS_HOLDS_BACK_TITLE,
  HAS_IMPERATIFS_LABEL,
  HAS_NOTHING_HOLDS_BACK,
  HAS_READING_TITLE,
  HAS_SIMULATION_NOTICE,
  hasObjectivesLabel,
} from '@qc/shared/scoring/has-labels';
import { countOf } from '@qc/shared/plural';
import { TriangleAlert } from 'lucide-react';

/**
 * Issue 30 (ADR 043): a completed HAS self-evaluation read as HAS reads it — cotations on 1–4 per chapter, thématique
 * and objective, and the two dimensions of Qualiscope's échelle qualité with what holds them back. Computed from the
 * evaluation's own questions and answers with the shared rule the PDF uses too; nothing shown for other forms.
 */
export function HasResultPanel({
  evaluation,
}: {
  evaluation: Pick<EvaluationDetail, 'questions' | 'answers' | 'applicability'>;
}) {
  const excluded = new Set(evaluation.applicability.notApplicable.map((item) => item.questionKey));
  const result = computeHasResult(evaluation.questions, evaluation.answers, excluded);
  if (!result) return null;
  const { imperatifs, weakestObjectives } = result;
  return (
    <section aria-labelledby="has-result-title" className="grid gap-4 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1">
        <h2 id="has-result-title" className="text-lg font-semibold">
          {HAS_READING_TITLE}
        </h2>
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {HAS_SIMULATION_NOTICE}
        </p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2" aria-label="Les deux dimensions de l’échelle qualité">
        <div className="rounded-lg bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{hasObjectivesLabel(result.weightedObjectiveIncluded)}</dt>
          <dd className="text-xl font-semibold">{formatCotation(result.objectivesMean)} / 4</dd>
        </div>
        <div className="rounded-lg bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{HAS_IMPERATIFS_LABEL}</dt>
          <dd className="text-xl font-semibold">{formatHasImperatifs(imperatifs)}</dd>
        </div>
      </dl>

      <div className="grid gap-1 text-sm">
        <p>
          <span className="font-medium">Niveau A à D : non affiché.</span> {HAS_LEVEL_UNVERIFIED}
        </p>
        {result.weightedObjectiveIncluded ? null : (
          <p className="text-muted-foreground">
            L’objectif 3.10, que la HAS pondère à 10 %, n’est pas dans ce questionnaire : la moyenne des objectifs n’est
            pas pondérée.
          </p>
        )}
        <p className="text-muted-foreground">
          Ce questionnaire couvre {result.criteria.length} des 157 critères du référentiel et {imperatifs.applicable}{' '}
          des 18 impératifs ; la HAS calcule l’échelle qualité sur tous les critères qui s’appliquent à la structure.
          Cotation de 1 à 4 ; « optimisé » compte comme 4 (la HAS ne valorise pas encore les étoiles dans l’échelle
          qualité) ; « non concerné » n’entre dans aucune moyenne ; un impératif n’est atteint qu’à 4.
        </p>
      </div>

      <div className="grid gap-2">
        <h3 className="font-semibold">{HAS_HOLDS_BACK_TITLE}</h3>
        {imperatifs.notMet.length === 0 && weakestObjectives.length === 0 ? (
          <p className="text-sm">{HAS_NOTHING_HOLDS_BACK}</p>
        ) : null}
        {imperatifs.notMet.length > 0 ? (
          <div className="grid gap-1">
            <h4 className="text-sm font-medium">Impératifs non atteints</h4>
            <ul className="grid gap-1 text-sm" aria-label="Impératifs non atteints">
              {imperatifs.notMet.map((item) => (
                <ImperatifNotMet key={item.questionKey} item={item} />
              ))}
            </ul>
          </div>
        ) : null}
        {weakestObjectives.length > 0 ? (
          <div className="grid gap-1">
            <h4 className="text-sm font-medium">Objectifs les plus faibles</h4>
            <ul className="grid gap-1 text-sm" aria-label="Objectifs les plus faibles">
              {weakestObjectives.map((item) => (
                <li key={item.key}>
                  {item.label} : {formatCotation(item.mean)} / 4
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <HasResultGroups result={result} />
    </section>
  );
}

/** An impératif below 4, or flagged: declared « non concerné », which HAS does not allow (counted not met). */
export function ImperatifNotMet({ item }: { item: HasCriterion }) {
  return item.notConcernedImperatif ? (
    <li className="font-medium text-destructive">
      <span className="font-semibold">Critère {item.code}</span> — {item.label} : déclaré « non concerné », ce que la
      HAS n’admet pas pour un impératif : compté non atteint
    </li>
  ) : (
    <li>
      <span className="font-medium">Critère {item.code}</span> — {item.label} : coté {formatCotation(item.cotation)},
      attendu 4
    </li>
  );
}

/** HAS's results by chapter, thématique and objective, each level folded. */
export function HasResultGroups({ result }: { result: Record<'chapters' | 'themes' | 'objectives', HasGroup[]> }) {
  return (
    <>
      <GroupDetails title="Résultats par chapitre" groups={result.chapters} />
      <GroupDetails title="Résultats par thématique" groups={result.themes} />
      <GroupDetails title="Résultats par objectif" groups={result.objectives} />
    </>
  );
}

/** One level of HAS's results, folded: the list is long for objectives (up to 42). */
function GroupDetails({ title, groups }: { title: string; groups: HasGroup[] }) {
  return (
    <details className="rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
        {title}
      </summary>
      <ul className="grid gap-1 border-t border-border p-3 text-sm" aria-label={title}>
        {groups.map((group) => (
          <li key={group.key} className="flex flex-wrap justify-between gap-x-4">
            <span>{group.label}</span>
            <span className="font-medium">
              {formatCotation(group.mean)} / 4
              {group.notConcerned > 0 ? (
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {countOf(group.notConcerned, 'critère non concerné', 'critères non concernés')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
