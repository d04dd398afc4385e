import { describe, expect, it, vi } from 'vitest';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { uploadDocument } from './upload-document.ts';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in for the browser's XMLHttpRequest that answers as the API does. */
class FakeRequest {
  static answer: { status: number; body: string } = { status: 201, body: '{}' };
  static sent: { method: string; url: string; body: FormData | null } | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private listeners = new Map<string, () => void>();
  private uploadListeners = new Map<string, Listener>();
  upload = { addEventListener: (name: string, listener: Listener) => this.uploadListeners.set(name, listener) };
  open(method: string, url: string) {
    FakeRequest.sent = { method, url, body: null };
  }
  setRequestHeader() {}
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  send(body: FormData) {
    FakeRequest.sent!.body = body;
    const progress = this.uploadListeners.get('progress');
    progress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    progress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    this.status = FakeRequest.answer.status;
    this.responseText = FakeRequest.answer.body;
    this.listeners.get('load')?.();
  }
}
vi.stubGlobal('XMLHttpRequest', FakeRequest);

const input = {
  establishmentId: 'e1',
  file: new File(['%PDF-1.7'], 'projet.pdf', { type: 'application/pdf' }),
  type: 'PROJET_ETABLISSEMENT' as const,
  validUntil: '2027-01-31',
};

describe('uploadDocument', () => {
  it('sends the form data to the establishment and reports the upload progress', async () => {
    FakeRequest.answer = { status: 201, body: JSON.stringify({ id: 'd1', name: 'projet.pdf' }) };
    const progress: number[] = [];
    const document = await uploadDocument(input, (percent) => progress.push(percent));
    expect(document).toMatchObject({ id: 'd1', name: 'projet.pdf' });
    expect(progress).toEqual([25, 100]);
    expect(FakeRequest.sent?.url).toBe('/api/v1/establishments/e1/documents');
    expect(FakeRequest.sent?.body?.get('type')).toBe('PROJET_ETABLISSEMENT');
    expect(FakeRequest.sent?.body?.get('validUntil')).toBe('2027-01-31');
    expect((FakeRequest.sent?.body?.get('file') as File).name).toBe('projet.pdf');
  });

  it('turns a refusal into the French message under the file field', async () => {
    const message =
      'Type de fichier refusé : seuls les PDF, images (PNG, JPEG, GIF, WebP), documents Office et OpenDocument sont acceptés';
    FakeRequest.answer = {
      status: 400,
      body: JSON.stringify({ code: 'BAD_REQUEST', status: 400, message, data: { fieldErrors: { file: message } } }),
    };
    const error = await uploadDocument(input, () => undefined).catch((caught: unknown) => caught);
    expect(getErrorStatus(error)).toBe(400);
    expect(getFieldErrors(error)).toEqual({ file: message });
  });

  it('keeps the message of a 413 too large file', async () => {
    const message = 'Le fichier dépasse la taille maximale de 20 Mo';
    FakeRequest.answer = { status: 413, body: JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', status: 413, message }) };
    const error = await uploadDocument(input, () => undefined).catch((caught: unknown) => caught);
    expect(getErrorStatus(error)).toBe(413);
    expect(getErrorMessage(error)).toBe(message);
  });
});
