import { formatDateTime } from '@qc/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { sessionQueryOptions } from '@/lib/auth.ts';
import { useRevokeAllSessions, useRevokeOtherSessions, useSessions } from '../api/sessions.ts';
import { describeUserAgent } from '../user-agent.ts';

export function SessionsCard() {
  const { data: sessions, isPending, isError, refetch } = useSessions();
  const { data: current } = useQuery(sessionQueryOptions);
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions ouvertes</CardTitle>
        <CardDescription>Les appareils sur lesquels votre compte est connecté.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? <Spinner /> : null}
        {isError ? <ErrorState message="Impossible de charger vos sessions." onRetry={() => void refetch()} /> : null}
        {sessions ? (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Sessions">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-0.5 p-3 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  {describeUserAgent(session.userAgent)}
                  {session.id === current?.session.id ? <Badge>Cette session</Badge> : null}
                </span>
                <span className="text-muted-foreground">
                  Ouverte le {formatDateTime(session.createdAt)} · expire le {formatDateTime(session.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => revokeOthers.mutate()} disabled={revokeOthers.isPending}>
            Déconnecter les autres sessions
          </Button>
          <Button variant="outline" onClick={() => revokeAll.mutate()} disabled={revokeAll.isPending}>
            Déconnecter toutes les sessions
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
