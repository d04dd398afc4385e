import type { CriterionOption } from '@qc/shared/evaluation-projects/schemas';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ProjectFormState } from './project-form-state.ts';

type Props = {
  state: ProjectFormState;
  onChange: (next: ProjectFormState) => void;
  criteriaOptions: CriterionOption[];
  pilotOptions: Array<{ id: string; name: string }>;
  surveysLink: ReactNode;
};

const keyOf = (criterion: { kind: string; ref: string }) => `${criterion.kind}:${criterion.ref}`;

/** The five sections of the projet d'évaluation, in the order the exports print them. */
export function ProjectForm({ state, onChange, criteriaOptions, pilotOptions, surveysLink }: Props) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const chosen = new Set(state.criteria.map(keyOf));
  const groups = [...new Set(criteriaOptions.map((option) => option.group))];
  const set = <K extends keyof ProjectFormState>(key: K, value: ProjectFormState[K]) =>
    onChange({ ...state, [key]: value });
  // One row of a list section (a criterion, an indicator) changed or removed, the others kept as they are.
  type ListKey = 'criteria' | 'indicators';
  const editRow = <K extends ListKey>(key: K, index: number, change: Partial<ProjectFormState[K][number]>) =>
    set(key, state[key].map((row, at) => (at === index ? { ...row, ...change } : row)) as ProjectFormState[K]);
  const removeRow = <K extends ListKey>(key: K, index: number) =>
    set(key, state[key].filter((_, at) => at !== index) as ProjectFormState[K]);

  const addCriterion = () => {
    const option = criteriaOptions.find((candidate) => keyOf(candidate) === picked);
    if (!option || chosen.has(picked)) return;
    set('criteria', [...state.criteria, { ...option, reasons: '' }]);
    setPicked('');
  };

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">1. Critères retenus et raisons de ce choix</legend>
        {state.criteria.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun critère retenu pour le moment.</p>
        ) : (
          <ul className="grid gap-3">
            {state.criteria.map((criterion, index) => (
              <li key={keyOf(criterion)} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="text-sm font-medium">{criterion.label}</p>
                    {criterion.reference ? (
                      <p className="text-xs text-muted-foreground">{criterion.reference}</p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={`Retirer le critère : ${criterion.label}`}
                    onClick={() => removeRow('criteria', index)}
                  >
                    Retirer
                  </Button>
                </div>
                <Field id={`${id}-reasons-${index}`} label={`Raisons du choix : ${criterion.label}`}>
                  <Textarea
                    id={`${id}-reasons-${index}`}
                    value={criterion.reasons}
                    maxLength={2000}
                    onChange={(event) => editRow('criteria', index, { reasons: event.target.value })}
                  />
                </Field>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <Field id={`${id}-criterion`} label="Critère à ajouter">
              <NativeSelect
                id={`${id}-criterion`}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                placeholder="Choisir une partie du référentiel ou une question qualité"
              >
                {groups.map((group) => (
                  <optgroup key={group} label={group}>
                    {criteriaOptions
                      .filter((option) => option.group === group)
                      .map((option) => (
                        <option key={keyOf(option)} value={keyOf(option)} disabled={chosen.has(keyOf(option))}>
                          {option.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Button variant="outline" onClick={addCriterion} disabled={!picked}>
            Ajouter le critère
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">2. Indicateurs</legend>
        <ul className="grid gap-3">
          {state.indicators.map((indicator, index) => (
            <li key={index} className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
              <Field id={`${id}-indicator-${index}`} label={`Indicateur ${index + 1}`}>
                <Input
                  id={`${id}-indicator-${index}`}
                  value={indicator.label}
                  maxLength={500}
                  onChange={(event) => editRow('indicators', index, { label: event.target.value })}
                />
              </Field>
              <Field id={`${id}-target-${index}`} label={`Cible de l’indicateur ${index + 1} (facultative)`}>
                <Input
                  id={`${id}-target-${index}`}
                  value={indicator.target}
                  maxLength={200}
                  onChange={(event) => editRow('indicators', index, { target: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                aria-label={`Retirer l’indicateur ${index + 1}`}
                onClick={() => removeRow('indicators', index)}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => set('indicators', [...state.indicators, { label: '', target: '' }])}
        >
          Ajouter un indicateur
        </Button>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">3. Calendrier sur cinq ans</legend>
        <Field id={`${id}-start`} label="Première année du calendrier">
          <Input
            id={`${id}-start`}
            type="number"
            inputMode="numeric"
            min={2025}
            max={2100}
            className="max-w-32"
            value={String(state.startYear)}
            onChange={(event) => set('startYear', Number(event.target.value) || state.startYear)}
          />
        </Field>
        {state.calendar.map((plan, index) => (
          <Field key={index} id={`${id}-year-${index}`} label={`Ce qui est évalué en ${state.startYear + index}`}>
            <Textarea
              id={`${id}-year-${index}`}
              value={plan}
              maxLength={2000}
              className="min-h-16"
              onChange={(event) =>
                set(
                  'calendar',
                  state.calendar.map((row, at) => (at === index ? event.target.value : row)),
                )
              }
            />
          </Field>
        ))}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">4. et 5. Participation de l’équipe et des familles</legend>
        <Field id={`${id}-team`} label="Comment l’équipe participe">
          <Textarea
            id={`${id}-team`}
            value={state.teamParticipation}
            maxLength={4000}
            onChange={(event) => set('teamParticipation', event.target.value)}
          />
        </Field>
        <Field id={`${id}-families`} label="Comment les familles participent">
          <Textarea
            id={`${id}-families`}
            value={state.familyParticipation}
            maxLength={4000}
            onChange={(event) => set('familyParticipation', event.target.value)}
          />
        </Field>
        {surveysLink}
      </fieldset>

      <Field
        id={`${id}-pilot`}
        label="Pilote du projet"
        hint={
          pilotOptions.length === 0
            ? 'Ajoutez d’abord les membres de l’établissement pour désigner le pilote.'
            : undefined
        }
      >
        <NativeSelect
          id={`${id}-pilot`}
          value={state.pilotMemberId}
          onChange={(event) => set('pilotMemberId', event.target.value)}
          placeholder="Choisir un membre de l’établissement"
          options={pilotOptions.map((member) => ({ value: member.id, label: member.name }))}
        />
      </Field>
    </div>
  );
}
