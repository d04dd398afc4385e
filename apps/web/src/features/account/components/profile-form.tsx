import { ProfileUpdateInputSchema } from '@qc/shared/users/schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileForm() {
  const user = useCurrentUser();
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateProfile = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = getSchemaFieldErrors(ProfileUpdateInputSchema, values);
    if (!result.success) return setErrors(result.fieldErrors);
    setErrors({});
    updateProfile.mutate(result.output);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profil</CardTitle>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <Field id="firstName" label="Prénom" error={errors.firstName}>
            <Input
              id="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => setValues({ ...values, firstName: event.target.value })}
              aria-invalid={Boolean(errors.firstName)}
            />
          </Field>
          <Field id="lastName" label="Nom" error={errors.lastName}>
            <Input
              id="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => setValues({ ...values, lastName: event.target.value })}
              aria-invalid={Boolean(errors.lastName)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
