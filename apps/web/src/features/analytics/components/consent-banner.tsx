import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { getConsent, isAnalyticsConfigured, setConsent, type Consent } from '@/lib/analytics.ts';

/** CNIL: ask before any analytics, only when analytics are configured at all. */
export function ConsentBanner() {
  const [consent, setLocalConsent] = useState(() => (isAnalyticsConfigured() ? getConsent() : 'denied'));
  if (consent !== null) return null;

  const decide = (value: Consent) => {
    setConsent(value);
    setLocalConsent(value);
  };

  return (
    <div
      role="dialog"
      aria-label="Consentement"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-2xl rounded-xl border border-border bg-card p-4 shadow-lg sm:inset-x-4"
    >
      <p className="text-sm">
        Acceptez-vous l’envoi anonyme des rapports d’erreur et de mesures d’audience pour nous aider à améliorer
        l’application ? Aucune donnée personnelle n’est transmise.
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => decide('denied')}>
          Refuser
        </Button>
        <Button size="sm" onClick={() => decide('granted')}>
          Accepter
        </Button>
      </div>
    </div>
  );
}
