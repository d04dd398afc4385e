import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
let isRegistered = false;

/**
 * DESIGN §7: an embedded font with every glyph French formatting uses.
 * Helvetica, react-pdf's default, lacks U+202F, the thousands separator of
 * Intl's fr-FR; DejaVu Sans has it (and œ, €, ’, arrows). Files come from npm,
 * so a fresh clone renders the same PDF on any machine.
 */
export function registerReportFonts(): string {
  if (!isRegistered) {
    Font.register({
      family: 'DejaVu Sans',
      fonts: [
        { src: require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff') },
        { src: require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff'), fontWeight: 700 },
        {
          src: require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-italic.woff'),
          fontStyle: 'italic',
        },
      ],
    });
    // French text breaks at spaces; react-pdf's default hyphenation is English.
    Font.registerHyphenationCallback((word) => [word]);
    isRegistered = true;
  }
  return 'DejaVu Sans';
}
