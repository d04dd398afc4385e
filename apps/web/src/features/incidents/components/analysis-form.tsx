import { FACTOR_CATEGORIES, FACTOR_CATEGORY_LABELS } from '@qc/shared/incidents/enums';
import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { IncidentAnalysisInputSchema } from '@qc/shared/incidents/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { orpc } from '@/lib/api-client.ts';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { useIncidentSaved } from '../use-incident-update.ts';

type Factor = { category: string; description: string };
const CATEGORY_OPTIONS = enumOptions(FACTOR_CATEGORIES, FACTOR_CATEGORY_LABELS);

/** CREX / ALARM: causes, contributing factors by category, what protected. Read-only for who does not handle. */
export function AnalysisForm({ incident }: { incident: IncidentDetail }) {
  const saved = useIncidentSaved(incident.id);
  const analysis = incident.analysis;
  const form = useValibotForm(() => ({ causes: analysis?.causes ?? '', protections: analysis?.protections ?? '' }));
  const [factors, setFactors] = useState<Factor[]>(analysis?.factors ?? []);
  const save = useMutation(orpc.incidents.saveAnalysis.mutationOptions());
  const editable = incident.canManage && incident.state !== 'CLOSED';
  if (!editable)
    return (
      <SectionCard titleId="incident-analysis" title="Analyse">
        {analysis ? (
          <div className="grid gap-2 text-sm">
            <p>
              <strong>Causes : </strong>
              {analysis.causes}
            </p>
            <ul className="list-disc pl-5">
              {analysis.factors.map((factor, index) => (
                <li key={index}>
                  {FACTOR_CATEGORY_LABELS[factor.category]} : {factor.description}
                </li>
              ))}
            </ul>
            {analysis.protections ? <p>Ce qui a protégé : {analysis.protections}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Pas encore d’analyse.</p>
        )}
      </SectionCard>
    );
  const setFactor = (index: number, patch: Partial<Factor>) =>
    setFactors((previous) => previous.map((factor, at) => (at === index ? { ...factor, ...patch } : factor)));
  return (
    <SectionCard titleId="incident-analysis" title="Analyse (méthode CREX / ALARM)">
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.send(IncidentAnalysisInputSchema, { id: incident.id, ...form.values, factors }, save.mutate, {
            onSuccess: (detail: IncidentDetail) => saved(detail, 'Analyse enregistrée'),
            onError: (error: unknown) => showMutationError(error, form.setErrors),
          });
        }}
      >
        <Field id="analysis-causes" label="Causes identifiées" error={form.errors.causes}>
          <Textarea rows={3} {...form.bind('causes', 'analysis-causes')} />
        </Field>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Facteurs contributifs</legend>
          {factors.map((factor, index) => (
            <div key={index} className="grid gap-2 rounded-md border border-border p-2">
              <Field
                id={`factor-${index}-category`}
                label={`Catégorie du facteur ${index + 1}`}
                error={form.errors[`factors.${index}.category`]}
              >
                <NativeSelect
                  id={`factor-${index}-category`}
                  value={factor.category}
                  onChange={(event) => setFactor(index, { category: event.target.value })}
                  options={CATEGORY_OPTIONS}
                  placeholder="Choisir…"
                />
              </Field>
              <Field
                id={`factor-${index}-text`}
                label={`Description du facteur ${index + 1}`}
                error={form.errors[`factors.${index}.description`]}
              >
                <Textarea
                  id={`factor-${index}-text`}
                  rows={2}
                  value={factor.description}
                  onChange={(event) => setFactor(index, { description: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                className="min-h-11 justify-self-start"
                onClick={() => setFactors((previous) => previous.filter((_, at) => at !== index))}
              >
                Retirer ce facteur
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            className="min-h-11 justify-self-start"
            onClick={() => setFactors((previous) => [...previous, { category: '', description: '' }])}
          >
            Ajouter un facteur contributif
          </Button>
        </fieldset>
        <Field
          id="analysis-protections"
          label="Ce qui a protégé (barrières qui ont fonctionné)"
          error={form.errors.protections}
        >
          <Textarea rows={2} {...form.bind('protections', 'analysis-protections')} />
        </Field>
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          Enregistrer l’analyse
        </Button>
      </form>
    </SectionCard>
  );
}
