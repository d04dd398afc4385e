import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@qc/shared/enums';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export type MemberFormValues = { firstName: string; lastName: string; role: MemberRole | ''; qualifications: string };

type MemberFormFieldsProps = {
  values: MemberFormValues;
  errors: Record<string, string>;
  onChange: (values: MemberFormValues) => void;
};

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

export function MemberFormFields({ values, errors, onChange }: MemberFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="member-firstName" label="Prénom" error={errors.firstName}>
        <Input
          id="member-firstName"
          value={values.firstName}
          onChange={(event) => onChange({ ...values, firstName: event.target.value })}
          aria-invalid={Boolean(errors.firstName)}
          aria-describedby={describedBy('member-firstName', errors.firstName)}
        />
      </Field>
      <Field id="member-lastName" label="Nom" error={errors.lastName}>
        <Input
          id="member-lastName"
          value={values.lastName}
          onChange={(event) => onChange({ ...values, lastName: event.target.value })}
          aria-invalid={Boolean(errors.lastName)}
          aria-describedby={describedBy('member-lastName', errors.lastName)}
        />
      </Field>
      <Field id="member-role" label="Fonction" error={errors.role}>
        <NativeSelect
          id="member-role"
          value={values.role}
          onChange={(event) => onChange({ ...values, role: event.target.value as MemberRole | '' })}
          aria-invalid={Boolean(errors.role)}
          aria-describedby={describedBy('member-role', errors.role)}
        >
          <option value="">Choisir une fonction</option>
          {MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {MEMBER_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="member-qualifications" label="Qualifications (facultatif)" error={errors.qualifications}>
        <Input
          id="member-qualifications"
          placeholder="Ex. : Éducatrice de jeunes enfants"
          value={values.qualifications}
          onChange={(event) => onChange({ ...values, qualifications: event.target.value })}
          aria-invalid={Boolean(errors.qualifications)}
        />
      </Field>
    </div>
  );
}
