import { ProfileUpdateInputSchema } from '@qc/shared/users/schemas';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TextField } from '@/components/forms/fields.tsx';
import { useValibotForm } from '@/hooks/use-valibot-form.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileForm() {
  const user = useCurrentUser();
  const form = useValibotForm(() => ({ firstName: user.firstName, lastName: user.lastName }));
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
          <TextField form={form} field="firstName" id="firstName" label="Prénom" autoComplete="given-name" />
          <TextField form={form} field="lastName" id="lastName" label="Nom" autoComplete="family-name" />
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
