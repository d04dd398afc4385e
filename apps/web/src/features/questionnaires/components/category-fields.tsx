import {
  QuestionnaireFields,
  type QuestionnaireFieldsProps,
  type QuestionnaireValues,
} from './questionnaire-fields.tsx';

export type CategoryValues = QuestionnaireValues;

export const EMPTY_CATEGORY: CategoryValues = { name: '', description: '', kind: '', status: 'ACTIVE' };

/** The fields of a category, for creating and editing. */
export function CategoryFields(props: QuestionnaireFieldsProps<CategoryValues>) {
  return <QuestionnaireFields {...props} nameLabel="Nom de la catégorie" />;
}
