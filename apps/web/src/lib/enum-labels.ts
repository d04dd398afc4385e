// The French labels of the enumerations live once in @qc/shared/enums, for screens, PDF reports and spreadsheets alike.
export {
  DOCUMENT_REQUIREMENT_LABELS,
  ESTABLISHMENT_CATEGORY_LABELS,
  KIND_LABELS,
  QUESTION_TYPE_LABELS,
  STATUS_LABELS,
} from '@qc/shared/enums';
