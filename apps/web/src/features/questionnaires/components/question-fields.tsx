import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@qc/shared/enums';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { enumOptions } from '@/components/forms/fields.tsx';
import { Label } from '@/components/ui/label.tsx';
import { changeDraftType, type DocumentLevel, type QuestionDraft } from '../question-draft.ts';
import { DraftSelectField } from './draft-select-field.tsx';
import { DraftTextField, draftField } from './draft-text-field.tsx';
import { NotationEditor } from './notation-editor.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { RadioChoice } from './radio-choice.tsx';

type QuestionFieldsProps = {
  draft: QuestionDraft;
  errors: Record<string, string>;
  onChange: (draft: QuestionDraft) => void;
};

const QUESTION_TYPE_OPTIONS = enumOptions(QUESTION_TYPES, QUESTION_TYPE_LABELS);

const DOCUMENT_LEVELS: ReadonlyArray<{ value: DocumentLevel; label: string }> = [
  { value: 'NONE', label: 'Aucun document' },
  { value: 'RECOMMENDED', label: 'Document recommandé' },
  { value: 'MANDATORY', label: 'Document obligatoire' },
];

/** The fields of a question: the common ones, then those of its type (DESIGN §4). */
export function QuestionFields({ draft, errors, onChange }: QuestionFieldsProps) {
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => onChange({ ...draft, [key]: value });
  const binding = { values: draft, errors, onChange };
  return (
    <div className="grid gap-4">
      <DraftSelectField
        id="type"
        label="Type de question"
        value={draft.type}
        errors={errors}
        onValueChange={(type) => onChange(changeDraftType(draft, type as QuestionType))}
        options={QUESTION_TYPE_OPTIONS}
      />
      <DraftTextField label="Libellé" multiline className="min-h-14" {...draftField(binding, 'label')} />
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
      <DraftTextField label="Aide pour l’évaluateur" multiline {...draftField(binding, 'helpText')} />
      <DraftTextField
        label="Référence réglementaire"
        hint="Par exemple : CSP art. R2324-30. Ajoutez « à vérifier » tant que la référence n’est pas confirmée."
        {...draftField(binding, 'reference')}
      />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <DraftTextField label="Poids" inputMode="decimal" {...draftField(binding, 'weight')} />
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
        <DraftTextField label="Document attendu" {...draftField(binding, 'expectedDocument')} />
      ) : null}
      <DraftTextField
        label="Action proposée en cas d’écart (facultatif)"
        hint="Sinon, l’intitulé est tiré de la question (« S’assurer que … », « Mettre à jour le document … »)."
        {...draftField(binding, 'actionTitle')}
      />
    </div>
  );
}
