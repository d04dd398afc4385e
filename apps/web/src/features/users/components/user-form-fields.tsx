import { ROLE_LABELS, ROLES, type Role } from '@qc/shared/enums';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { AssignmentFields } from './assignment-fields.tsx';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  clientId: string;
  establishmentId: string;
};

type UserFormFieldsProps = {
  values: UserFormValues;
  errors: Record<string, string>;
  onChange: (values: UserFormValues) => void;
  currentUserId: string;
  isAdmin: boolean;
  initialEstablishment?: { id: string; name: string } | null;
};

export function UserFormFields({
  values,
  errors,
  onChange,
  currentUserId,
  isAdmin,
  initialEstablishment,
}: UserFormFieldsProps) {
  // A CLIENT_MASTER may not grant ADMIN: the server refuses it, the form does not offer it.
  const grantableRoles = ROLES.filter((role) => isAdmin || role !== 'ADMIN');
  const toggleRole = (role: Role, checked: boolean) =>
    onChange({ ...values, roles: checked ? [...values.roles, role] : values.roles.filter((known) => known !== role) });

  const textField = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text') => (
    <Field id={`user-${name}`} label={label} error={errors[name]}>
      <Input
        id={`user-${name}`}
        type={type}
        value={values[name]}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `user-${name}-error` : undefined}
      />
    </Field>
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
        values={values}
        errors={errors}
        onChange={onChange}
        currentUserId={currentUserId}
        isAdmin={isAdmin}
        initialEstablishment={initialEstablishment}
      />
    </div>
  );
}
