import { userHasRole } from '@qc/shared/permissions';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { sendChecked, type SendCheckedOptions } from '../field-errors.ts';
import { CREATE_PAGES, type CreatedEntry } from './questionnaire-create-page.tsx';
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
export function useQuestionnaireCreate<V extends QuestionnaireValues>(entry: CreatedEntry, empty: V) {
  const user = useCurrentUser();
  const isAdmin = userHasRole(user, 'ADMIN');
  const [values, setValues] = useState(empty);
  const [ownerId, setOwnerId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  /** Only an ADMIN names the owner; '' is the shared library. */
  const ownerInput = isAdmin ? { clientId: ownerId || null } : {};

  /** Sends the new category or form with its owner; once created, says so and opens its page. */
  const create = <TSchema extends v.GenericSchema>(
    schema: TSchema,
    input: object,
    mutate: SendCheckedOptions<v.InferOutput<TSchema>, { id: string }>['mutate'],
  ) =>
    sendChecked(
      schema,
      { ...input, ...ownerInput },
      {
        setErrors,
        mutate,
        onSuccess: ({ id }) => {
          notify.success(CREATE_PAGES[entry].created);
          void navigate({ to: CREATE_PAGES[entry].detail, params: { id } });
        },
      },
    );

  return {
    user,
    isAdmin,
    values,
    setValues,
    ownerId,
    setOwnerId,
    errors,
    create,
  };
}
