/** SIREN and SIRET numbers for test and bench data: valid (Luhn key), never La Poste's, made from a counter. */

/** `body` followed by the Luhn key digit that makes it valid. */
export function withLuhnKey(body: string): string {
  for (let key = 0; key <= 9; key++) {
    const digits = `${body}${key}`;
    let sum = 0;
    for (let index = 0; index < digits.length; index++) {
      const digit = Number(digits[digits.length - 1 - index]);
      const doubled = index % 2 === 1 ? digit * 2 : digit;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
    if (sum % 10 === 0) return `${body}${key}`;
  }
  throw new Error(`no Luhn key for ${body}`);
}

/** A valid SIREN: `base + n` on 8 digits, then its key (each caller picks a base of its own, so they never meet). */
export const sirenFrom = (base: number, n: number) => withLuhnKey(String(base + n).padStart(8, '0'));

/** A valid SIRET of `siren`, its establishment number `n` on 4 digits. */
export const siretOf = (siren: string, n: number) => withLuhnKey(`${siren}${String(n).padStart(4, '0')}`);
