// An agreement is active or inactive: the shared status labels (issue 18), under the name the agreement screens use.
export { STATUS_LABELS as AGREEMENT_STATUS_LABELS } from '@qc/shared/enums';
