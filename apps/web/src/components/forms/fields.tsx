import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect, type SelectOption } from '@/components/ui/native-select.tsx';
import type { ValibotForm } from '@/hooks/use-valibot-form.ts';

/**
 * What a bound field reads of `useValibotForm`: the binding of its control and the message under it
 * (`values` lets TypeScript infer which keys the field may name).
 */
export type BindingForm<TValues> = Pick<ValibotForm<TValues>, 'values' | 'bind' | 'errors'>;

type BoundFieldProps<TValues, K extends keyof TValues & string> = {
  form: BindingForm<TValues>;
  /** The key of the form's values this control edits. */
  field: K;
  /** The control's id; its message is `${id}-error` (`Field`). */
  id: string;
  label: string;
  hint?: string;
};

export type { SelectOption };

/** The options of an enumeration, in its order, named by its French labels. */
export function enumOptions<V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type InputFieldProps = { id: string; label: string; hint?: string; error?: string | undefined } & Omit<
  ComponentProps<'input'>,
  'id'
>;

/**
 * A labelled input with its French message under it, linked by `aria-invalid` and `aria-describedby`
 * (`Field`'s contract), e.g. a read-only value beside bound fields. The sign-in steps keep their own
 * markup: this module (and NativeSelect) would add about 1.7 kB to the login page's 150 kB budget.
 */
export function InputField({ id, label, hint, error, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
    </Field>
  );
}

/**
 * An `InputField` bound to one value of a `useValibotForm` (ADR 033): value, change and the message
 * under it. Other input attributes (type, autoComplete…) pass through.
 */
export function TextField<TValues, K extends keyof TValues & string>({
  form,
  field,
  id,
  ...props
}: BoundFieldProps<TValues, K> & Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'form'>) {
  return <InputField {...props} error={form.errors[field]} {...form.bind(field, id)} />;
}

/** A labelled native select bound like `TextField`; `placeholder` is the empty first choice, when there is one. */
export function SelectField<TValues, K extends keyof TValues & string>({
  form,
  field,
  id,
  label,
  hint,
  placeholder,
  options,
}: BoundFieldProps<TValues, K> & { placeholder?: string; options: readonly SelectOption[] }) {
  return (
    <Field id={id} label={label} hint={hint} error={form.errors[field]}>
      <NativeSelect {...form.bind(field, id)} placeholder={placeholder} options={options} />
    </Field>
  );
}
