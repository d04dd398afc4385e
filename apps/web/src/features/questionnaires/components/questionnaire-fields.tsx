import { type Kind, KIND_LABELS, KINDS, type Status, STATUS_LABELS, STATUSES } from '@qc/shared/enums';
import type { ReactNode } from 'react';
import { enumOptions } from '@/components/forms/fields.tsx';
import { DraftSelectField } from './draft-select-field.tsx';
import { DraftTextField, draftField, type DraftBinding } from './draft-text-field.tsx';

const KIND_OPTIONS = enumOptions(KINDS, KIND_LABELS);
const STATUS_OPTIONS = enumOptions(STATUSES, STATUS_LABELS);

/** What a category and a form both have. */
export type QuestionnaireValues = { name: string; description: string; kind: Kind | ''; status: Status };

export type QuestionnaireFieldsProps<V extends QuestionnaireValues> = DraftBinding<V>;

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
  nameLabel,
  afterKind,
  children,
  ...draft
}: Props<V>) {
  return (
    <div className="grid gap-4">
      <DraftTextField label={nameLabel} {...draftField(draft, 'name')} />
      <DraftTextField label="Description" multiline {...draftField(draft, 'description')} />
      <div className={afterKind ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}>
        <DraftSelectField label="Type" placeholder="Choisir…" options={KIND_OPTIONS} {...draftField(draft, 'kind')} />
        {afterKind}
        <DraftSelectField label="Statut" options={STATUS_OPTIONS} {...draftField(draft, 'status')} />
      </div>
      {children}
    </div>
  );
}
