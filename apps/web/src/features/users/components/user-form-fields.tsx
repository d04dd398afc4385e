import { ROLE_LABELS, ROLES, type Role } from '@qc/shared/enums';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/forms/fields.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { ValibotForm } from '@/hooks/use-valibot-form.ts';
import { AssignmentFields } from './assignment-fields.tsx';
import type { UserFormValues } from './user-form-values.ts';

type UserFormFieldsProps = {
  form: ValibotForm<UserFormValues>;
  currentUserId: string;
  isAdmin: boolean;
  initialEstablishment?: { id: string; name: string } | null;
};

export function UserFormFields({ form, currentUserId, isAdmin, initialEstablishment }: UserFormFieldsProps) {
  const { values, errors } = form;
  // A CLIENT_MASTER may not grant ADMIN: the server refuses it, the form does not offer it.
  const grantableRoles = ROLES.filter((role) => isAdmin || role !== 'ADMIN');
  const toggleRole = (role: Role, checked: boolean) =>
    form.set('roles', checked ? [...values.roles, role] : values.roles.filter((known) => known !== role));

  const textField = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text') => (
    <TextField form={form} field={name} id={`user-${name}`} label={label} type={type} />
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('firstName', 'Prénom')}
        {textField('lastName', 'Nom')}
      </div>
      {textField('email', 'Adresse e-mail', 'email')}
      <fieldset className="grid gap-2" aria-describedby={errors.roles ? 'user-roles-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Rôles</legend>
        {grantableRoles.map((role) => (
          <div key={role} className="flex items-center gap-2">
            <Checkbox
              id={`user-role-${role}`}
              checked={values.roles.includes(role)}
              onCheckedChange={(checked) => toggleRole(role, checked === true)}
            />
            <Label htmlFor={`user-role-${role}`} className="font-normal">
              {ROLE_LABELS[role]}
            </Label>
          </div>
        ))}
        {errors.roles ? (
          <p id="user-roles-error" role="alert" className="text-xs text-destructive">
            {errors.roles}
          </p>
        ) : null}
      </fieldset>
      <AssignmentFields
        form={form}
        currentUserId={currentUserId}
        isAdmin={isAdmin}
        initialEstablishment={initialEstablishment}
      />
    </div>
  );
}
