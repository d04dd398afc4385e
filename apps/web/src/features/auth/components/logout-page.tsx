import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { refreshAfterAuthChange } from '@/lib/auth.ts';
import { authClient } from '@/lib/auth-client.ts';
import { useProfileStore } from '@/stores/profile-store.ts';

/**
 * Signs out every account of this browser (better-auth's multi-session sign-out
 * ends them all), in an effect so that a hover preload never signs anyone out.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      await authClient.signOut().catch(() => undefined);
      useProfileStore.getState().clearProfiles();
      await refreshAfterAuthChange({ userChanged: true });
      await navigate({ to: '/auth/login', replace: true });
    })();
  }, [navigate]);

  return (
    <div className="flex justify-center p-6">
      <Spinner label="Déconnexion…" />
    </div>
  );
}
