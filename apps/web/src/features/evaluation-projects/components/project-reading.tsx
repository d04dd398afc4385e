import type { EvaluationProjectVersion } from '@qc/shared/evaluation-projects/schemas';

/** A version as it was validated: what the exports say, on screen. */
export function ProjectReading({ version }: { version: EvaluationProjectVersion }) {
  return (
    <div className="grid gap-4 text-sm">
      <p>
        <span className="font-semibold">Pilote du projet :</span> {version.pilotName ?? 'non désigné'}
      </p>
      <div>
        <h3 className="font-semibold">Critères retenus</h3>
        <ul className="mt-1 grid gap-2">
          {version.criteria.map((criterion) => (
            <li key={`${criterion.kind}:${criterion.ref}`}>
              <p className="font-medium">{criterion.label}</p>
              {criterion.reference ? <p className="text-xs text-muted-foreground">{criterion.reference}</p> : null}
              <p className="whitespace-pre-line">{criterion.reasons || '—'}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Indicateurs</h3>
        <ul className="mt-1 list-disc pl-5">
          {version.indicators.map((indicator, index) => (
            <li key={index}>
              {indicator.label}
              {indicator.target ? ` — cible : ${indicator.target}` : ''}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Calendrier sur cinq ans</h3>
        <dl className="mt-1 grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1">
          {version.calendar.map((year) => (
            <div key={year.year} className="contents">
              <dt className="font-medium">{year.year}</dt>
              <dd className="whitespace-pre-line">{year.plan || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="font-semibold">Participation de l’équipe</h3>
        <p className="whitespace-pre-line">{version.teamParticipation || '—'}</p>
      </div>
      <div>
        <h3 className="font-semibold">Participation des familles</h3>
        <p className="whitespace-pre-line">{version.familyParticipation || '—'}</p>
      </div>
    </div>
  );
}
