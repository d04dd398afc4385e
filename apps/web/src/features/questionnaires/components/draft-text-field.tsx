import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

/**
 * The props that mark a control invalid and point to its message under the field. The key is the
 * schema's dotted path ('scale.min'), which is also the control's id; nothing is set while it is valid.
 */
export const invalidProps = (errors: Record<string, string>, key: string) =>
  errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {};

/** A draft held by its parent, as a form's fields receive it. */
export type DraftBinding<V> = {
  values: V;
  errors: Record<string, string>;
  onChange: (values: V) => void;
  disabled?: boolean | undefined;
};

/** The props that tie a draft's text or select control to `values[key]`: its id is the key, as is its message's. */
export function draftField<K extends string, V extends Record<K, string>>(
  { values, errors, onChange, disabled }: DraftBinding<V>,
  key: K,
) {
  return {
    id: key,
    value: values[key],
    errors,
    disabled,
    onValueChange: (value: string) => onChange({ ...values, [key]: value }),
  };
}

type DraftTextFieldProps = {
  /** The control's id and the key of its message in `errors`. */
  id: string;
  label: string;
  hint?: string;
  value: string;
  errors: Record<string, string>;
  onValueChange: (value: string) => void;
  /** A Textarea instead of an Input (a label, a description). */
  multiline?: boolean;
} & Pick<ComponentProps<'input'>, 'inputMode' | 'className' | 'disabled'>;

/**
 * A labelled text control of a category, form or question being edited, the draft held by the
 * parent: its French message (shared schema or server 400) underneath.
 */
export function DraftTextField({
  id,
  label,
  hint,
  value,
  errors,
  onValueChange,
  multiline = false,
  ...control
}: DraftTextFieldProps) {
  const Control = multiline ? Textarea : Input;
  return (
    <Field id={id} label={label} error={errors[id]} hint={hint}>
      <Control
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...control}
        {...invalidProps(errors, id)}
      />
    </Field>
  );
}
