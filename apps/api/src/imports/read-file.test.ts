import { kindOfHeaders } from '@qc/shared/imports/columns';
import { describe, expect, it } from 'vitest';
import { listOf } from './read-cells.ts';
import { decodeText, detectSeparator, parseCsv, readCsv } from './read-file.ts';

const windows1252 = (text: string) =>
  new Uint8Array(
    [...text].map((char) => ({ é: 0xe9, è: 0xe8, É: 0xc9, ç: 0xe7, '’': 0x92 })[char] ?? char.charCodeAt(0)),
  );

describe('reading a CSV file', () => {
  it('reads UTF-8, with or without its byte-order mark, and Windows-1252 as Excel writes it in France', () => {
    const utf8 = new TextEncoder().encode('Crèche;Société');
    expect(decodeText(utf8)).toEqual({ text: 'Crèche;Société', encoding: 'UTF-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: 'Crèche;Société',
      encoding: 'UTF-8',
    });
    expect(decodeText(windows1252('Crèche l’Étoilé;Reçu'))).toEqual({
      text: 'Crèche l’Étoilé;Reçu',
      encoding: 'Windows-1252',
    });
  });

  it('finds the separator on the header line, outside quotes', () => {
    expect(detectSeparator('SIREN;Nom;Ville\n1,2,3,4')).toBe(';');
    expect(detectSeparator('SIREN,Nom,Ville\n1;2;3;4')).toBe(',');
    expect(detectSeparator('"Nom; long",Ville')).toBe(',');
  });

  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(parseCsv('a;"b;c";"d ""e"""\r\n"f\ng";h\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
  });

  it('numbers rows as the spreadsheet shows them, skipping empty lines', () => {
    const file = readCsv(new TextEncoder().encode('SIREN,Nom\n123,A\n,\n456,B\n'), 'entites.csv');
    expect(file.format).toBe('CSV (UTF-8, séparateur « , »)');
    expect(file.tables[0]!.rows.map((row) => row.line)).toEqual([2, 4]);
  });
});

describe('recognising a table', () => {
  it('tells the kind by its headers, whatever their accents or case', () => {
    expect(kindOfHeaders(['siren', 'NOM', 'adresse'])).toBe('legalEntities');
    expect(kindOfHeaders(['SIRET', 'SIREN de l’entité légale', 'Nom'])).toBe('establishments');
    expect(kindOfHeaders(['Prénom', 'Nom', 'Rôle', 'SIRET des établissements'])).toBe('members');
    expect(kindOfHeaders(['Email', 'Prenom', 'Nom', 'Roles'])).toBe('users');
    expect(kindOfHeaders(['Feuille', 'Colonne'])).toBeNull();
  });

  it('splits a list in one cell on commas, semicolons or lines', () => {
    expect(listOf('Sorties, Repas ;Nuit\nAnimaux')).toEqual(['Sorties', 'Repas', 'Nuit', 'Animaux']);
  });
});
