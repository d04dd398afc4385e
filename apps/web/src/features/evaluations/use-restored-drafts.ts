import { useEffect, useState } from 'react';
import { listDrafts, type StoredDraft } from './offline-drafts.ts';

/** Issue 19 item 1: the answers this browser kept, unacknowledged, from an earlier visit, by question. */
export function useRestoredDrafts(evaluationId: string): Map<string, StoredDraft> {
  const [restored, setRestored] = useState<Map<string, StoredDraft>>(new Map());
  useEffect(() => {
    let current = true;
    void listDrafts(evaluationId).then((drafts) => {
      if (current && drafts.length > 0) setRestored(new Map(drafts.map((draft) => [draft.questionKey, draft])));
    });
    return () => {
      current = false;
    };
  }, [evaluationId]);
  return restored;
}
