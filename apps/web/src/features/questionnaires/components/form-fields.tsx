import type { EstablishmentCategory } from '@qc/shared/enums';
import type { Category } from '@qc/shared/questionnaires/schemas';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { EstablishmentCategoriesField } from './establishment-categories-field.tsx';
import { invalidProps } from './draft-text-field.tsx';
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
        <Field id="categoryId" label="Catégorie" error={errors.categoryId}>
          <NativeSelect
            id="categoryId"
            value={values.categoryId}
            disabled={disabled}
            onChange={(event) => onChange({ ...values, categoryId: event.target.value })}
            {...invalidProps(errors, 'categoryId')}
          >
            <option value="">Sans catégorie</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
                {category.isShared ? ' (partagée)' : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
