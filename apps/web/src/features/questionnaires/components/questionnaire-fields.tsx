import { KINDS, STATUSES, type Kind, type Status } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/enum-labels.ts';
import { DraftTextField, invalidProps } from './draft-text-field.tsx';

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
        <Field id="kind" label="Type" error={errors.kind}>
          <NativeSelect
            id="kind"
            value={values.kind}
            disabled={disabled}
            onChange={(event) => set('kind', event.target.value as V['kind'])}
            {...invalidProps(errors, 'kind')}
          >
            <option value="">Choisir…</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {afterKind}
        <Field id="status" label="Statut" error={errors.status}>
          <NativeSelect
            id="status"
            value={values.status}
            disabled={disabled}
            onChange={(event) => set('status', event.target.value as V['status'])}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {children}
    </div>
  );
}
