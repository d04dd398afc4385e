import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

export function DeleteAccountCard() {
  const user = useCurrentUser();
  const deleteAccount = useDeleteAccount();

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>Supprimer mon compte</CardTitle>
        <CardDescription>
          Vos sessions sont fermées et vos données personnelles anonymisées. Ce que vous avez saisi reste attribué à «
          Utilisateur supprimé ».
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmActionButton
          trigger={<Button variant="destructive">Supprimer mon compte</Button>}
          title="Supprimer définitivement votre compte ?"
          description="Cette action est irréversible. Vous serez déconnecté de tous vos appareils."
          confirmLabel="Supprimer mon compte"
          pendingLabel="Suppression…"
          confirmVariant="destructive"
          isPending={deleteAccount.isPending}
          // The dialog stays open: a success signs out and leaves the page (`useDeleteAccount`).
          onConfirm={() => deleteAccount.mutate(user.email)}
        />
      </CardContent>
    </Card>
  );
}
