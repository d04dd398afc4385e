import { describe, expect, it } from 'vitest';
import { getOtpErrorMessage, OTP_MESSAGES } from './otp-errors.ts';

describe('getOtpErrorMessage', () => {
  it('maps the better-auth answers to French messages', () => {
    expect(getOtpErrorMessage({ status: 400, code: 'INVALID_OTP' })).toBe(OTP_MESSAGES.invalid);
    expect(getOtpErrorMessage({ status: 400, code: 'OTP_EXPIRED' })).toBe(OTP_MESSAGES.expired);
    expect(getOtpErrorMessage({ status: 403, code: 'TOO_MANY_ATTEMPTS' })).toBe(OTP_MESSAGES.tooManyAttempts);
    expect(getOtpErrorMessage({ status: 429 })).toBe(OTP_MESSAGES.rateLimited);
  });

  it("shows the API's limits per e-mail address as they are, and nothing else it sends", () => {
    const message = 'Trop de demandes de code pour cette adresse. Réessayez dans une heure.';
    expect(getOtpErrorMessage({ status: 429, code: 'TOO_MANY_REQUESTS', message })).toBe(message);
    expect(getOtpErrorMessage({ status: 429, message: 'Too many requests' })).toBe(OTP_MESSAGES.rateLimited);
  });
});
