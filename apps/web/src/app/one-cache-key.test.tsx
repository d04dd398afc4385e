import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDocumentsQueryOptions } from '@/features/documents/api/get-documents.ts';
import { useUploadDocument } from '@/features/documents/api/upload-document.ts';
import { useEstablishmentDocuments } from '@/features/evaluations/api/get-documents.ts';
import { linkFor, orpc } from '@/lib/api-client.ts';

afterEach(cleanup);

/** The browser's XMLHttpRequest answering the upload with the new document. */
class CreatedRequest {
  status = 201;
  responseText = JSON.stringify({ id: 'd2', name: 'projet.pdf' });
  withCredentials = false;
  upload = { addEventListener: () => undefined };
  private listeners = new Map<string, () => void>();
  open() {}
  setRequestHeader() {}
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  send() {
    this.listeners.get('load')?.();
  }
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('one client, one cache key per procedure', () => {
  it('an upload on the Documents tab refreshes the documents the evaluation offers as proof', async () => {
    vi.stubGlobal('XMLHttpRequest', CreatedRequest);
    const { queryClient, wrapper } = setup();
    const before = [{ id: 'd1', name: 'ancien.pdf' }];
    queryClient.setQueryData(getDocumentsQueryOptions('e1').queryKey, before as never);

    // The evaluation's proof picker reads the very entry the Documents tab filled (disabled: no request).
    const picker = renderHook(() => useEstablishmentDocuments('e1', false), { wrapper });
    expect(picker.result.current.data).toBe(before);

    const upload = renderHook(() => useUploadDocument(), { wrapper });
    await act(() =>
      upload.result.current.mutateAsync({
        establishmentId: 'e1',
        file: new File(['%PDF-1.7'], 'projet.pdf', { type: 'application/pdf' }),
        type: 'PROJET_ETABLISSEMENT',
        validUntil: '',
      }),
    );
    expect(queryClient.getQueryState(getDocumentsQueryOptions('e1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: orpc.documents.listForEstablishment.key() })).toHaveLength(
      1,
    );
    vi.unstubAllGlobals();
  });

  it('keys carry the procedure only, whatever link calls it', () => {
    expect(orpc.documents.listForEstablishment.key()).toEqual([['documents', 'listForEstablishment'], {}]);
    expect(orpc.users.self.key()).toEqual([['users', 'self'], {}]);
  });

  it('calls the SPEC §7 routers on /api/v1 and every other procedure on /rpc', () => {
    for (const router of ['users', 'establishments', 'agreements', 'legalEntities', 'clients', 'members'])
      expect(linkFor([router, 'list'])).toBe('openapi');
    for (const router of ['documents', 'forms', 'evaluations', 'actionPlans', 'audit', 'group', 'library', 'campaigns'])
      expect(linkFor([router, 'list'])).toBe('rpc');
  });
});
