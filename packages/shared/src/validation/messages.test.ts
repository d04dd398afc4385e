import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFrenchMessages } from './messages.ts';

beforeAll(() => installFrenchMessages());

function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe('French validation catalogue (SPEC §5 "Default wording")', () => {
  it('words the type message exactly', () => {
    expect(messageOf(v.string(), 42)).toBe('Typage invalide: attendu string, mais reçu 42');
    expect(messageOf(v.number(), 'a')).toBe('Typage invalide: attendu number, mais reçu "a"');
  });

  it('names a missing key as the user knows it (issue 15 item 2)', () => {
    const schema = v.object({ establishmentId: v.string(), colour: v.string() });
    expect(messageOf(schema, { colour: 'bleu' })).toBe('Veuillez indiquer l’établissement (establishmentId)');
    expect(messageOf(schema, { establishmentId: 'e1' })).toBe('Le champ « colour » est obligatoire');
    // A present key of the wrong type keeps the SPEC wording.
    expect(messageOf(schema, { establishmentId: 4, colour: 'bleu' })).toBe(
      'Typage invalide: attendu string, mais reçu 4',
    );
  });

  // One case per kind SPEC §5 lists: [kind, schema, bad input, expected message].
  const cases: Array<[string, v.GenericSchema, unknown, string]> = [
    ['base64', v.pipe(v.string(), v.base64()), '!!', 'Base64 invalide: reçu "!!"'],
    ['BIC', v.pipe(v.string(), v.bic()), 'XX', 'BIC invalide: reçu "XX"'],
    ['byte size', v.pipe(v.string(), v.maxBytes(2)), 'abc', 'Taille en octets invalide: attendu <=2, mais reçu 3'],
    ['credit card', v.pipe(v.string(), v.creditCard()), '1234', 'Carte bancaire invalide: reçu "1234"'],
    ['decimal', v.pipe(v.string(), v.decimal()), 'a', 'Décimal invalide: reçu "a"'],
    ['digits', v.pipe(v.string(), v.digits()), 'a1', 'Chiffres invalide: reçu "a1"'],
    ['e-mail', v.pipe(v.string(), v.email()), 'x', 'Email invalide: reçu "x"'],
    ['emoji', v.pipe(v.string(), v.emoji()), 'a', 'Emoji invalide: reçu "a"'],
    ['length', v.pipe(v.string(), v.length(3)), 'ab', 'Longueur invalide: attendu 3, mais reçu 2'],
    ['min length', v.pipe(v.string(), v.minLength(3)), 'ab', 'Longueur invalide: attendu >=3, mais reçu 2'],
    ['start', v.pipe(v.string(), v.startsWith('FR')), 'BE1', 'Début invalide: attendu "FR", mais reçu "BE"'],
    ['end', v.pipe(v.string(), v.endsWith('.pdf')), 'a.doc', 'Fin invalide: attendu ".pdf", mais reçu ".doc"'],
    ['content', v.pipe(v.string(), v.includes('@')), 'a', 'Contenu invalide: attendu "@", mais reçu !"@"'],
    ['integer', v.pipe(v.number(), v.integer()), 1.5, 'Entier invalide: reçu 1.5'],
    ['safe integer', v.pipe(v.number(), v.safeInteger()), 2 ** 60, `Entier sûr invalide: reçu ${2 ** 60}`],
    ['IP', v.pipe(v.string(), v.ip()), 'x', 'Adresse IP invalide: reçu "x"'],
    ['IPv4', v.pipe(v.string(), v.ipv4()), 'x', 'Adresse IPv4 invalide: reçu "x"'],
    ['IPv6', v.pipe(v.string(), v.ipv6()), 'x', 'Adresse IPv6 invalide: reçu "x"'],
    ['date', v.pipe(v.string(), v.isoDate()), '2026-13-01', 'Date invalide: reçu "2026-13-01"'],
    ['datetime', v.pipe(v.string(), v.isoDateTime()), 'x', 'Date et heure invalide: reçu "x"'],
    ['time', v.pipe(v.string(), v.isoTime()), '25:00', 'Heure invalide: reçu "25:00"'],
    ['timestamp', v.pipe(v.string(), v.isoTimestamp()), 'x', 'Horodatage invalide: reçu "x"'],
    ['week', v.pipe(v.string(), v.isoWeek()), 'x', 'Semaine invalide: reçu "x"'],
    ['MAC', v.pipe(v.string(), v.mac()), 'x', 'Adresse MAC invalide: reçu "x"'],
    [
      'MIME type',
      v.pipe(v.file(), v.mimeType(['application/pdf'])),
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      'Type MIME invalide: attendu "application/pdf", mais reçu "text/plain"',
    ],
    ['multiple', v.pipe(v.number(), v.multipleOf(5)), 7, 'Multiple invalide: attendu %5, mais reçu 7'],
    ['nano id', v.pipe(v.string(), v.nanoid()), '!', 'Nano ID invalide: reçu "!"'],
    ['ULID', v.pipe(v.string(), v.ulid()), 'x', 'ULID invalide: reçu "x"'],
    ['URL', v.pipe(v.string(), v.url()), 'x', 'URL invalide: reçu "x"'],
    ['UUID', v.pipe(v.string(), v.uuid()), 'x', 'UUID invalide: reçu "x"'],
    ['hash', v.pipe(v.string(), v.hash(['md5'])), 'x', 'Hash invalide: reçu "x"'],
    ['hex colour', v.pipe(v.string(), v.hexColor()), 'red', 'Couleur hexadécimale invalide: reçu "red"'],
    ['format', v.pipe(v.string(), v.regex(/^a$/)), 'b', 'Format invalide: attendu /^a$/, mais reçu "b"'],
    ['size', v.pipe(v.array(v.number()), v.maxLength(1)), [1, 2], 'Longueur invalide: attendu <=1, mais reçu 2'],
    [
      'size (set)',
      v.pipe(v.set(v.number()), v.maxSize(1)),
      new Set([1, 2]),
      'Taille invalide: attendu <=1, mais reçu 2',
    ],
    ['value', v.pipe(v.number(), v.maxValue(10)), 11, 'Valeur invalide: attendu <=10, mais reçu 11'],
    ['words', v.pipe(v.string(), v.maxWords('fr', 1)), 'deux mots', 'Mots invalide: attendu <=1, mais reçu 2'],
    ['graphemes', v.pipe(v.string(), v.maxGraphemes(1)), 'ab', 'Graphèmes invalide: attendu <=1, mais reçu 2'],
  ];

  it.each(cases)('words the %s message in French', (_kind, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('keeps the specific messages written on a schema', () => {
    expect(messageOf(v.pipe(v.string(), v.nonEmpty('Le nom est obligatoire')), '')).toBe('Le nom est obligatoire');
  });
});
