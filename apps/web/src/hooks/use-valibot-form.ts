import { useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import type * as v from 'valibot';
import { getSchemaFieldErrors } from '@/lib/validation.ts';

export type FieldErrors = Record<string, string>;

type UseValibotFormOptions = {
  /** Runs when the dialog opens, beside the reset of values and messages (e.g. a search box of the dialog). */
  onOpen?: () => void;
  /** Opening clears the messages but keeps what was typed before (a dialog closed without sending). */
  keepValuesOnOpen?: boolean;
};

/**
 * The one way a form holds its state (ADR 033): values, the French message under each field, and, for a
 * dialog, whether it is open — opening starts again from `initial()`. `check` runs a shared Valibot schema
 * on what will be sent: on failure its messages go under the fields and nothing is sent.
 */
export function useValibotForm<TValues>(
  initial: () => TValues,
  { onOpen, keepValuesOnOpen = false }: UseValibotFormOptions = {},
) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isOpen, setIsOpen] = useState(false);
  // The latest `initial` (it reads the latest props) for the next opening.
  const latestInitial = useRef(initial);
  latestInitial.current = initial;

  const reset = () => {
    setValues(latestInitial.current());
    setErrors({});
  };

  const onOpenChange = (next: boolean) => {
    if (next) {
      if (keepValuesOnOpen) setErrors({});
      else reset();
      onOpen?.();
    }
    setIsOpen(next);
  };

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const clearError = (field: string) =>
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _gone, ...rest } = previous;
      return rest;
    });

  /** The schema's output, or `null` with its messages shown under the fields. */
  const check = <TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> | null => {
    const checked = getSchemaFieldErrors(schema, input);
    setErrors(checked.success ? {} : checked.fieldErrors);
    return checked.success ? checked.output : null;
  };

  /** `check`, then the mutation with its callbacks when the input is valid: a create or an update in one line. */
  const send = <TSchema extends v.GenericSchema, TOptions>(
    schema: TSchema,
    input: unknown,
    mutate: (input: v.InferOutput<TSchema>, options: TOptions) => void,
    options: TOptions,
  ) => {
    const output = check(schema, input);
    if (output !== null) mutate(output, options);
  };

  /** The props of a text-like control bound to `key`: value, change, invalid state and its message's id. */
  const bind = <K extends keyof TValues & string>(key: K, id: string) => ({
    id,
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as TValues[K]),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });

  return {
    values,
    setValues: setValues as Dispatch<SetStateAction<TValues>>,
    set,
    bind,
    errors,
    setErrors,
    clearError,
    check,
    send,
    reset,
    isOpen,
    onOpenChange,
    close: () => setIsOpen(false),
  };
}

export type ValibotForm<TValues> = ReturnType<typeof useValibotForm<TValues>>;
