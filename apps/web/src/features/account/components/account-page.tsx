import { DeleteAccountCard } from './delete-account-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function AccountPage() {
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold">Mon compte</h1>
      <ProfileForm />
      <SessionsCard />
      <DeleteAccountCard />
    </div>
  );
}
