import type { Draft } from './draft.ts';

/**
 * Issue 19 item 1: every answer typed is kept in this browser (IndexedDB) until the server has
 * acknowledged it, so a server out of reach — even across a reload — loses nothing. A few lines
 * over the raw API rather than a library: the store is one key → value table.
 * Every call fails soft: a browser without IndexedDB (private mode of some) still saves online.
 */
export type StoredDraft = {
  evaluationId: string;
  questionKey: string;
  draft: Draft;
  /** The answer's version this draft was typed on (0 for a first answer): the server's version check. */
  baseVersion: number;
  /** When it was typed (ISO), shown when the draft is offered back. */
  typedAt: string;
};

const DATABASE = 'qualite-conformite';
const STORE = 'brouillons-reponses';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: ['evaluationId', 'questionKey'] });
      store.createIndex('evaluationId', 'evaluationId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return open().then(
    (database) =>
      new Promise((resolve) => {
        if (!database) return resolve(undefined);
        try {
          const request = action(database.transaction(STORE, mode).objectStore(STORE));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

export async function keepDraft(draft: StoredDraft): Promise<void> {
  await run('readwrite', (store) => store.put(draft));
}

export async function forgetDraft(evaluationId: string, questionKey: string): Promise<void> {
  await run('readwrite', (store) => store.delete([evaluationId, questionKey]));
}

/** The drafts of one evaluation still waiting for the server's acknowledgement. */
export async function listDrafts(evaluationId: string): Promise<StoredDraft[]> {
  return (
    ((await run('readonly', (store) => store.index('evaluationId').getAll(evaluationId))) as
      StoredDraft[] | undefined) ?? []
  );
}
