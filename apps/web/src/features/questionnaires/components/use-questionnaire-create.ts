import { userHasRole } from '@qc/shared/permissions';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import type { QuestionnaireValues } from './questionnaire-fields.tsx';

/**
 * What a category's and a form's input share. A blank description is left out of a creation
 * and sent as '' by an update, which clears it.
 */
export function toQuestionnaireInput(values: QuestionnaireValues, mode: 'create' | 'update') {
  return {
    name: values.name,
    description: mode === 'create' ? values.description || undefined : values.description,
    kind: values.kind || undefined,
    status: values.status,
  };
}

/** The state of a category's or a form's create page: what is typed, the owner an ADMIN picks, the messages. */
export function useQuestionnaireCreate<V extends QuestionnaireValues>(empty: V) {
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const [values, setValues] = useState(empty);
  const [ownerId, setOwnerId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    user,
    isAdmin,
    values,
    setValues,
    ownerId,
    setOwnerId,
    errors,
    setErrors,
    /** Only an ADMIN names the owner; '' is the shared library. */
    ownerInput: isAdmin ? { clientId: ownerId || null } : {},
  };
}
