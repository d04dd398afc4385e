import { QUESTION_TYPES, type QuestionType } from '@qc/shared/enums';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { QUESTION_TYPE_LABELS } from '@/lib/enum-labels.ts';
import { changeDraftType, type DocumentLevel, type QuestionDraft } from '../question-draft.ts';
import { NotationEditor } from './notation-editor.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { RadioChoice } from './radio-choice.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

type QuestionFieldsProps = {
  draft: QuestionDraft;
  errors: Record<string, string>;
  onChange: (draft: QuestionDraft) => void;
};

const DOCUMENT_LEVELS: ReadonlyArray<{ value: DocumentLevel; label: string }> = [
  { value: 'NONE', label: 'Aucun document' },
  { value: 'RECOMMENDED', label: 'Document recommandé' },
  { value: 'MANDATORY', label: 'Document obligatoire' },
];

const invalid = (errors: Record<string, string>, key: string) =>
  errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {};

/** The fields of a question: the common ones, then those of its type (DESIGN §4). */
export function QuestionFields({ draft, errors, onChange }: QuestionFieldsProps) {
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <Field id="type" label="Type de question" error={errors.type}>
        <NativeSelect
          id="type"
          value={draft.type}
          onChange={(event) => onChange(changeDraftType(draft, event.target.value as QuestionType))}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {QUESTION_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="label" label="Libellé" error={errors.label}>
        <Textarea
          id="label"
          className="min-h-14"
          value={draft.label}
          onChange={(event) => set('label', event.target.value)}
          {...invalid(errors, 'label')}
        />
      </Field>
      {draft.type === 'BOOLEAN' ? (
        <RadioChoice
          name="conformingAnswer"
          legend="Réponse conforme"
          value={draft.conformingAnswer ? 'YES' : 'NO'}
          options={[
            { value: 'YES', label: 'Oui' },
            { value: 'NO', label: 'Non' },
          ]}
          onChange={(value) => set('conformingAnswer', value === 'YES')}
          error={errors.conformingAnswer}
        />
      ) : null}
      {draft.type === 'SELECT' || draft.type === 'MULTIPLE_CHOICE' ? (
        <OptionsEditor options={draft.options} onChange={(options) => set('options', options)} errors={errors} />
      ) : null}
      {draft.type === 'NOTATION' ? (
        <NotationEditor
          scale={draft.scale}
          threshold={draft.threshold}
          onChange={(patch) => onChange({ ...draft, ...patch })}
          errors={errors}
        />
      ) : null}
      <Field id="helpText" label="Aide pour l’évaluateur" error={errors.helpText}>
        <Textarea
          id="helpText"
          value={draft.helpText}
          onChange={(event) => set('helpText', event.target.value)}
          {...invalid(errors, 'helpText')}
        />
      </Field>
      <Field
        id="reference"
        label="Référence réglementaire"
        error={errors.reference}
        hint="Par exemple : CSP art. R2324-30. Ajoutez « à vérifier » tant que la référence n’est pas confirmée."
      >
        <Input
          id="reference"
          value={draft.reference}
          onChange={(event) => set('reference', event.target.value)}
          {...invalid(errors, 'reference')}
        />
      </Field>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <Field id="weight" label="Poids" error={errors.weight}>
          <Input
            id="weight"
            inputMode="decimal"
            value={draft.weight}
            onChange={(event) => set('weight', event.target.value)}
            {...invalid(errors, 'weight')}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 pb-1">
          <Checkbox
            id="isCritical"
            checked={draft.isCritical}
            onCheckedChange={(checked) => set('isCritical', checked === true)}
            aria-describedby="isCritical-hint"
          />
          <Label htmlFor="isCritical" className="font-normal">
            Impératif
          </Label>
          <span id="isCritical-hint" className="w-full text-xs text-muted-foreground">
            (ne peut pas être « Non concerné »)
          </span>
        </div>
      </div>
      <RadioChoice
        name="documentLevel"
        legend="Justificatif"
        value={draft.documentLevel}
        options={DOCUMENT_LEVELS}
        onChange={(documentLevel) => set('documentLevel', documentLevel)}
        error={errors.isDocumentRecommended ?? errors.isDocumentRequired}
      />
      {draft.documentLevel !== 'NONE' ? (
        <Field id="expectedDocument" label="Document attendu" error={errors.expectedDocument}>
          <Input
            id="expectedDocument"
            value={draft.expectedDocument}
            onChange={(event) => set('expectedDocument', event.target.value)}
            {...invalid(errors, 'expectedDocument')}
          />
        </Field>
      ) : null}
    </div>
  );
}
