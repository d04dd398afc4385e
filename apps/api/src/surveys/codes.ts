import { createHash, randomInt } from 'node:crypto';
import { SURVEY_CODE_ALPHABET, SURVEY_CODE_LENGTH } from '@qc/shared/surveys/schemas';

/** A fresh invitation code: 12 characters of 31 (about 59 bits), drawn by the system's CSPRNG. */
export function newSurveyCode(): string {
  let code = '';
  for (let index = 0; index < SURVEY_CODE_LENGTH; index += 1)
    code += SURVEY_CODE_ALPHABET[randomInt(SURVEY_CODE_ALPHABET.length)];
  return code;
}

/** What is stored of a code: its SHA-256 (the code has enough entropy that no salt is needed to resist guessing). */
export function hashSurveyCode(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('base64url');
}
