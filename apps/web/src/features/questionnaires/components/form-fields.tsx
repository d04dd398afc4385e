import type { EstablishmentCategory } from '@qc/shared/enums';
import type { Category } from '@qc/shared/questionnaires/schemas';
import { EstablishmentCategoriesField } from './establishment-categories-field.tsx';
import { DraftSelectField } from './draft-select-field.tsx';
import { draftField } from './draft-text-field.tsx';
import {
  QuestionnaireFields,
  type QuestionnaireFieldsProps,
  type QuestionnaireValues,
} from './questionnaire-fields.tsx';

export type FormValues = QuestionnaireValues & {
  categoryId: string;
  establishmentCategories: EstablishmentCategory[];
};

type FormFieldsProps = QuestionnaireFieldsProps<FormValues> & {
  /** The categories the form may be filed in (the owner's and the shared ones). */
  categories: Category[];
};

/** The fields of a form (questionnaire), for creating and editing. */
export function FormFields({ categories, ...props }: FormFieldsProps) {
  const { values, errors, onChange, disabled } = props;
  return (
    <QuestionnaireFields
      {...props}
      nameLabel="Nom du questionnaire"
      afterKind={
        <DraftSelectField
          label="Catégorie"
          {...draftField(props, 'categoryId')}
          placeholder="Sans catégorie"
          options={categories.map((category) => ({
            value: category.id,
            label: `${category.name}${category.isShared ? ' (partagée)' : ''}`,
          }))}
        />
      }
    >
      <EstablishmentCategoriesField
        value={values.establishmentCategories}
        onChange={(establishmentCategories) => onChange({ ...values, establishmentCategories })}
        error={errors.establishmentCategories}
        disabled={disabled}
      />
    </QuestionnaireFields>
  );
}
