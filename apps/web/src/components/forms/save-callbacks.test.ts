import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCallbacks } from './save-callbacks.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ notify: toasts }));

afterEach(() => vi.clearAllMocks());

describe('saveCallbacks', () => {
  it('says the French success and closes the dialog once saved', () => {
    const form = { close: vi.fn(), setErrors: vi.fn() };
    saveCallbacks(form, 'Client créé.').onSuccess();
    expect(toasts.success).toHaveBeenCalledWith('Client créé.');
    expect(form.close).toHaveBeenCalled();
  });

  it('puts the server’s messages under the fields, and toasts too when asked', () => {
    const form = { close: vi.fn(), setErrors: vi.fn() };
    const refusal = { status: 400, data: { fieldErrors: { email: 'Cette adresse e-mail est déjà utilisée' } } };
    saveCallbacks(form, 'Client créé.').onError(refusal);
    expect(form.setErrors).toHaveBeenCalledWith({ email: 'Cette adresse e-mail est déjà utilisée' });
    expect(toasts.error).not.toHaveBeenCalled();
    saveCallbacks(form, 'Client créé.', { alwaysToast: true }).onError(refusal);
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(form.close).not.toHaveBeenCalled();
  });
});
