import { IDENTIFIER_MESSAGES } from './messages.ts';

/**
 * Issue 34 item 6: the check keys of the French company registry (INSEE's
 * SIRENE). A SIREN and a SIRET end with a Luhn key, so a typo on one digit, or
 * two digits swapped, never reaches the database; La Poste is the registry's
 * one known exception. Pure functions: the schemas (fields.ts) and the server
 * (the SIRET against its legal entity) share them.
 */

/**
 * La Poste's SIREN: its establishments outnumber what a Luhn key on the 5-digit
 * NIC allows, so their SIRET digits add up to a multiple of 5 instead; its head
 * office, numbered first, keeps an ordinary Luhn key.
 */
export const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** Spaces people type or paste (« 812 345 674 », non-breaking spaces from a PDF) are not part of the number. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/** The Luhn sum: from the right, every second digit is doubled (and 9 taken off above 9). */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum;
}

const onlyZeros = (digits: string) => /^0+$/.test(digits);

/** 9 digits with a valid Luhn key; 000000000 passes Luhn but names no company. */
export function isValidSiren(siren: string): boolean {
  return /^\d{9}$/.test(siren) && !onlyZeros(siren) && luhnSum(siren) % 10 === 0;
}

/** 14 digits with a valid Luhn key, or La Poste's rule for La Poste's establishments. */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret) || onlyZeros(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return luhnSum(siret) % 10 === 0;
}

/** The SIREN a SIRET belongs to: its first nine digits. */
export function sirenOfSiret(siret: string): string {
  return siret.slice(0, 9);
}

/** « 812 345 674 », as the registry prints it, for messages. */
export function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/** Issue 34 item 6: the French message under a SIRET whose first nine digits are not its legal entity's SIREN. */
export function siretOfOtherSirenMessage(siren: string): string {
  return `${IDENTIFIER_MESSAGES.siretOfOtherSiren} (${formatSiren(siren)})`;
}
