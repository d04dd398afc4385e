import { authClient } from '@/lib/auth-client.ts';
import { getOtpErrorMessage } from './otp-errors.ts';

/** Asks for a sign-in code by e-mail; resolves to the French message of a refusal, or undefined once sent. */
export async function sendSignInCode(email: string): Promise<string | undefined> {
  const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
  return error ? getOtpErrorMessage(error) : undefined;
}
