import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@qc/shared/enums';
import { enumOptions, SelectField, TextField, type BindingForm } from '@/components/forms/fields.tsx';

export type MemberFormValues = { firstName: string; lastName: string; role: MemberRole | ''; qualifications: string };

const ROLE_OPTIONS = enumOptions(MEMBER_ROLES, MEMBER_ROLE_LABELS);

export function MemberFormFields({ form }: { form: BindingForm<MemberFormValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} field="firstName" id="member-firstName" label="Prénom" />
      <TextField form={form} field="lastName" id="member-lastName" label="Nom" />
      <SelectField
        form={form}
        field="role"
        id="member-role"
        label="Fonction"
        placeholder="Choisir une fonction"
        options={ROLE_OPTIONS}
      />
      <TextField
        form={form}
        field="qualifications"
        id="member-qualifications"
        label="Qualifications (facultatif)"
        placeholder="Ex. : Éducatrice de jeunes enfants"
      />
    </div>
  );
}
