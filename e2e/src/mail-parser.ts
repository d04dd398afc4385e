/** Just enough of RFC 5322 for our mails: the Subject header (RFC 2047 words decoded) and the raw body. */
export function simpleParser(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectLine = unfolded.split(/\r?\n/).find((line) => /^subject:/i.test(line)) ?? '';
  const subject = decodeWords(subjectLine.replace(/^subject:\s*/i, ''));
  return { subject, body: rest.join('\n\n') };
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_match, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}
