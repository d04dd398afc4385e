import { type Row } from './report-measures.ts';

export function formatTable(rows: Row[]): string {
  const header: Row = {
    figure: 'Mesure',
    value: 'Valeur',
    target: 'Cible',
    floorRatio: 'Rapport au plancher',
    met: null,
  };
  const cells = (row: Row, isHeader = false) => [
    row.figure,
    row.value,
    row.target,
    row.floorRatio,
    isHeader ? 'Atteinte' : row.met === null ? '—' : row.met ? 'oui' : 'NON',
  ];
  const all = [cells(header, true), ...rows.map((row) => cells(row))];
  const widths = all[0]!.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(all[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...all.slice(1).map(line)].join(
    '\n',
  );
}
