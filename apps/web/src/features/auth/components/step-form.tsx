import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

type StepFormProps = {
  onSubmit: () => void;
  /** The step's one input: its id, label and message, and the input's own props. */
  field: { id: string; label: string; error: string | undefined } & Omit<ComponentProps<'input'>, 'id'>;
  isBusy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Shown above the field (the mail relay's warning). */
  notice?: ReactNode;
  /** Shown under the submit button. */
  children?: ReactNode;
};

/** A sign-in step (SPEC §1): one field with its message, and the button that says the request is on its way. */
export function StepForm({
  onSubmit,
  field: { id, label, error, ...input },
  isBusy,
  submitLabel,
  busyLabel,
  notice,
  children,
}: StepFormProps) {
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {notice}
      <Field id={id} label={label} error={error}>
        <Input id={id} {...input} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      </Field>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
