import type { SelectOption } from '@/components/forms/fields.tsx';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { invalidProps } from './draft-text-field.tsx';

type DraftSelectFieldProps = {
  /** The select's id and the key of its message in `errors`. */
  id: string;
  label: string;
  value: string;
  errors: Record<string, string>;
  onValueChange: (value: string) => void;
  /** The empty first choice, when there is one (« Choisir… », « Sans catégorie »). */
  placeholder?: string;
  options: readonly SelectOption[];
  disabled?: boolean | undefined;
};

/** A labelled native select of a category, form or question being edited (DraftTextField's twin). */
export function DraftSelectField({
  id,
  label,
  value,
  errors,
  onValueChange,
  placeholder,
  options,
  disabled,
}: DraftSelectFieldProps) {
  return (
    <Field id={id} label={label} error={errors[id]}>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        {...invalidProps(errors, id)}
        placeholder={placeholder}
        options={options}
      />
    </Field>
  );
}
