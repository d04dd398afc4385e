import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
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
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Supprimer mon compte</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
            <AlertDialogDescription>
              Cette action est irréversible. Vous serez déconnecté de tous vos appareils.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={deleteAccount.isPending}
                onClick={() => deleteAccount.mutate(user.email)}
              >
                {deleteAccount.isPending ? 'Suppression…' : 'Supprimer mon compte'}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
