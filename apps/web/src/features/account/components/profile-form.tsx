import { ProfileUpdateInputSchema } from '@qc/shared/users/schemas';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileForm() {
  const user = useCurrentUser();
  const form = useValibotForm(() => ({ firstName: user.firstName, lastName: user.lastName }));
  const { errors } = form;
  const updateProfile = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(ProfileUpdateInputSchema, form.values);
    if (input) updateProfile.mutate(input);
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
            <Input autoComplete="given-name" {...form.bind('firstName', 'firstName')} />
          </Field>
          <Field id="lastName" label="Nom" error={errors.lastName}>
            <Input autoComplete="family-name" {...form.bind('lastName', 'lastName')} />
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
