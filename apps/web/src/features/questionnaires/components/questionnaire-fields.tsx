import { KINDS, STATUSES, type Kind, type Status } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { DraftSelectField } from './draft-select-field.tsx';
import { DraftTextField } from './draft-text-field.tsx';

const KIND_OPTIONS = enumOptions(KINDS, KIND_LABELS);
const STATUS_OPTIONS = enumOptions(STATUSES, STATUS_LABELS);

/** What a category and a form both have. */
export type QuestionnaireValues = { name: string; description: string; kind: Kind | ''; status: Status };

export type QuestionnaireFieldsProps<V extends QuestionnaireValues> = {
  values: V;
  errors: Record<string, string>;
  onChange: (values: V) => void;
  disabled?: boolean | undefined;
};

type Props<V extends QuestionnaireValues> = QuestionnaireFieldsProps<V> & {
  /** « Nom de la catégorie », « Nom du questionnaire ». */
  nameLabel: string;
  /** A select placed between « Type » and « Statut » (the form's category). */
  afterKind?: ReactNode;
  /** Fields after the selects (the establishment categories a form applies to). */
  children?: ReactNode;
};

/** Name, description, type and status: the fields a category and a form share. */
export function QuestionnaireFields<V extends QuestionnaireValues>({
  values,
  errors,
  onChange,
  disabled,
  nameLabel,
  afterKind,
  children,
}: Props<V>) {
  const set = <K extends keyof V>(key: K, value: V[K]) => onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-4">
      <DraftTextField
        id="name"
        label={nameLabel}
        value={values.name}
        errors={errors}
        disabled={disabled}
        onValueChange={(name) => set('name', name as V['name'])}
      />
      <DraftTextField
        id="description"
        label="Description"
        multiline
        value={values.description}
        errors={errors}
        disabled={disabled}
        onValueChange={(description) => set('description', description as V['description'])}
      />
      <div className={afterKind ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}>
        <DraftSelectField
          id="kind"
          label="Type"
          value={values.kind}
          errors={errors}
          disabled={disabled}
          onValueChange={(kind) => set('kind', kind as V['kind'])}
          placeholder="Choisir…"
          options={KIND_OPTIONS}
        />
        {afterKind}
        <DraftSelectField
          id="status"
          label="Statut"
          value={values.status}
          errors={errors}
          disabled={disabled}
          onValueChange={(status) => set('status', status as V['status'])}
          options={STATUS_OPTIONS}
        />
      </div>
      {children}
    </div>
  );
}
