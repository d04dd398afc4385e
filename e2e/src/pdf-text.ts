import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as react-pdf (pdfkit) writes it, enough to check what a report says: every object is plain
 * (no object streams), content and ToUnicode streams are deflated, and text is drawn with 2-byte glyph codes of
 * subset fonts named /F1, /F2… whose codes only their own ToUnicode map reads. Lines are joined with spaces,
 * and a word hyphenated at a line end is joined again.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream');
    if (start < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    let data = body.slice(start + 'stream'.length).replace(/^\r?\n/, '');
    data = data.slice(0, data.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const binary = Buffer.from(data, 'latin1');
    const stream = dict.includes('/FlateDecode') ? inflateOrNull(binary) : binary.toString('latin1');
    objects.set(match[1]!, { dict, stream });
  }
  // Font resource name → the code → text map of its ToUnicode stream.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(ref[2]!);
      const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap && !fonts.has(ref[1]!)) fonts.set(ref[1]!, readCmap(cmap));
    }
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Type /Font') || !/\bTJ\b|\bTj\b/.test(stream)) continue;
    let font = new Map<string, string>();
    for (const token of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (token[1]) font = fonts.get(token[1]) ?? new Map();
      else {
        const hexes = token[2] ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((item) => item[1]!) : [token[3]!];
        lines.push(hexes.map((hex) => decode(hex, font)).join(''));
      }
    }
  }
  return lines.join('\n').replace(/-\n/g, '').replace(/\s+/g, ' ');
}

function inflateOrNull(data: Buffer): string | null {
  try {
    return inflateSync(data).toString('latin1');
  } catch {
    return null;
  }
}

function decode(hex: string, font: Map<string, string>): string {
  let text = '';
  for (let index = 0; index + 4 <= hex.length; index += 4)
    text += font.get(hex.slice(index, index + 4).toLowerCase()) ?? '';
  return text;
}

/** A ToUnicode CMap: bfchar pairs and bfrange runs (with an array or a start value), UTF-16BE targets. */
function readCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // A ligature maps to several units, written with spaces between them: <0066 0069> is « fi ».
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  const code = (value: number) => value.toString(16).padStart(4, '0');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(pair[1]!.toLowerCase().padStart(4, '0'), utf16(pair[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((item, offset) =>
          map.set(code(from + offset), utf16(item[1]!)),
        );
      } else {
        const start = parseInt(target.slice(1, -1), 16);
        for (let value = from; value <= to; value += 1) map.set(code(value), String.fromCharCode(start + value - from));
      }
    }
  }
  return map;
}
