import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/*
 * The structure of an Office or OpenDocument file, a ZIP archive (issues 5 and 12): the parts its format requires,
 * no executable, script, macro or nested archive inside, and a bounded expanded size; a refusal throws.
 */

/** Entries one archive may hold: a large real workbook has a few hundred. */
export const MAX_ARCHIVE_ENTRIES = 5000;
/** Bytes an archive may expand to, declared and actually inflated: 20 MB of XML compresses to ~2 MB. */
export const MAX_ARCHIVE_EXPANDED_SIZE = 100 * 1024 * 1024;
/**
 * Past 10 MiB expanded, an archive may not expand more than 200 times its own
 * size: real Office XML compresses 3 to 50 times; only crafted data reaches
 * the ~1000 times deflate allows, and each small upload would cost a second
 * of inflation.
 */
const MAX_COMPRESSION_RATIO = 200;
const RATIO_CHECKED_FROM = 10 * 1024 * 1024;

export const expansionLimit = (archiveSize: number) =>
  Math.min(MAX_ARCHIVE_EXPANDED_SIZE, Math.max(RATIO_CHECKED_FROM, archiveSize * MAX_COMPRESSION_RATIO));

/** A file's type as the upload check names it: its MIME type and its French label. */
export type DetectedFileType = { mimeType: string; label: string };
export type ArchiveFormat = DetectedFileType & { kind: 'ooxml' | 'odf'; requiredParts: string[] };

const WORD_PARTS = ['[Content_Types].xml', 'word/document.xml'];
const EXCEL_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
const POWERPOINT_PARTS = ['[Content_Types].xml', 'ppt/presentation.xml'];
const OPEN_DOCUMENT_PARTS = ['mimetype', 'content.xml'];

export const ARCHIVE_FORMATS: Record<string, ArchiveFormat> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word',
    kind: 'ooxml',
    requiredParts: WORD_PARTS,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel',
    kind: 'ooxml',
    requiredParts: EXCEL_PARTS,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint',
    kind: 'ooxml',
    requiredParts: POWERPOINT_PARTS,
  },
  'application/vnd.oasis.opendocument.text': {
    mimeType: 'application/vnd.oasis.opendocument.text',
    label: 'OpenDocument texte',
    kind: 'odf',
    requiredParts: OPEN_DOCUMENT_PARTS,
  },
  'application/vnd.oasis.opendocument.spreadsheet': {
    mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
    label: 'OpenDocument tableur',
    kind: 'odf',
    requiredParts: OPEN_DOCUMENT_PARTS,
  },
  'application/vnd.oasis.opendocument.presentation': {
    mimeType: 'application/vnd.oasis.opendocument.presentation',
    label: 'OpenDocument présentation',
    kind: 'odf',
    requiredParts: OPEN_DOCUMENT_PARTS,
  },
};

/** Names no document part has: programs, scripts, installers and archives. */
const FORBIDDEN_ENTRY_EXTENSION =
  /\.(exe|dll|bat|cmd|com|scr|msi|msp|cpl|pif|js|jse|vbs|vbe|wsf|wsh|hta|ps1|psm1|jar|sh|lnk|reg|zip|rar|7z|gz|tgz|tar|bz2|xz|cab|iso|img)$/i;
/** Office files embedded in an Office file (a chart's workbook in a Word file): checked like the file itself, once. */
const EMBEDDED_OFFICE = /(^|\/)embeddings\/[^/]+\.(docx|xlsx|pptx)$/i;
/** Macros are not documents: a macro-enabled file renamed .docx still carries its project. */
const MACRO_PART = /(^|\/)vbaProject\.bin$/i;

/** The first bytes of a program or of another archive, whatever the entry's name. */
function isExecutableOrArchive(head: Buffer): boolean {
  const starts = (bytes: number[]) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
  return (
    starts([0x4d, 0x5a]) || // MZ: Windows program
    starts([0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts([0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    starts([0x23, 0x21]) || // #! script
    starts([0x50, 0x4b, 0x03, 0x04]) || // ZIP
    starts([0x52, 0x61, 0x72, 0x21]) || // RAR
    starts([0x37, 0x7a, 0xbc, 0xaf]) || // 7z
    // Not gzip: Office stores compressed pictures (.emz, .wmz) that way.
    starts([0x4d, 0x53, 0x43, 0x46]) // CAB
  );
}

class ArchiveRefused extends Error {}

/** An archive in memory (an embedded file, tests) or on disk (an upload, spooled: issue 16). */
type ArchiveSource = Buffer | { path: string; size: number };

// lazyEntries: the central directory is read one entry at a time, on demand.
// validateEntrySizes (default): an entry inflating past its declared size is an error.
const ZIP_OPTIONS = { lazyEntries: true, strictFileNames: true, validateEntrySizes: true } as const;

const openZip = (source: ArchiveSource) =>
  new Promise<ZipFile>((resolve, reject) => {
    const done = (error: Error | null, zip: ZipFile) => (error ? reject(error) : resolve(zip));
    if (Buffer.isBuffer(source)) yauzl.fromBuffer(source, ZIP_OPTIONS, done);
    else yauzl.open(source.path, { ...ZIP_OPTIONS, autoClose: false }, done);
  });

const sizeOf = (source: ArchiveSource) => (Buffer.isBuffer(source) ? source.byteLength : source.size);

/** The central directory only: names and declared sizes, nothing inflated. */
async function readEntries(zip: ZipFile, archiveSize: number): Promise<Entry[]> {
  if (zip.entryCount > MAX_ARCHIVE_ENTRIES) throw new ArchiveRefused('too many entries');
  const maxDeclared = expansionLimit(archiveSize);
  const entries: Entry[] = [];
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > maxDeclared) return reject(new ArchiveRefused('declared size too large'));
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/**
 * Inflates one entry as a stream, counting every byte against the budget
 * shared by the whole archive (declared sizes are never trusted alone), and
 * keeps its first bytes (or all of it when `keepAll`, for an embedded file).
 */
async function inflateEntry(zip: ZipFile, entry: Entry, budget: { left: number }, keepAll: boolean): Promise<Buffer> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const kept: Buffer[] = [];
  let keptLength = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw new ArchiveRefused('expanded size too large');
      if (keepAll || keptLength < 8) {
        kept.push(chunk);
        keptLength += chunk.length;
      }
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(kept);
}

/** Refuses the archive (throws) unless its structure is its format's, its content bounded and harmless. */
export async function checkArchive(
  source: ArchiveSource,
  format: ArchiveFormat,
  budget: { left: number },
  depth: number,
) {
  const zip = await openZip(source);
  try {
    const entries = await readEntries(zip, sizeOf(source));
    const names = new Set(entries.map((entry) => entry.fileName));
    if (format.requiredParts.some((part) => !names.has(part))) throw new ArchiveRefused('missing part');
    if (format.kind === 'odf') {
      // OpenDocument: "mimetype" first and stored, holding the type (ODF 1.2 part 3, §3.3).
      const first = entries[0];
      if (first?.fileName !== 'mimetype' || first.compressionMethod !== 0) throw new ArchiveRefused('mimetype');
    }
    for (const entry of entries) {
      const name = entry.fileName;
      if (entry.isEncrypted()) throw new ArchiveRefused('encrypted entry');
      if (MACRO_PART.test(name)) throw new ArchiveRefused('macros');
      const embedded = EMBEDDED_OFFICE.test(name);
      if (!embedded && FORBIDDEN_ENTRY_EXTENSION.test(name)) throw new ArchiveRefused('forbidden entry');
      if (name.endsWith('/')) continue;
      if (!entry.canDecodeFileData()) throw new ArchiveRefused('unsupported compression');
      const content = await inflateEntry(zip, entry, budget, embedded);
      if (format.kind === 'odf' && name === 'mimetype' && content.toString('latin1') !== format.mimeType) {
        throw new ArchiveRefused('mimetype');
      }
      if (embedded) {
        // One level only: an embedded file embedding another is not what Office writes.
        if (depth > 0) throw new ArchiveRefused('nested embedding');
        const { fileTypeFromBuffer } = await import('file-type');
        const detected = await fileTypeFromBuffer(content);
        const nested = detected && ARCHIVE_FORMATS[detected.mime];
        if (!nested || nested.kind !== 'ooxml') throw new ArchiveRefused('embedded file');
        await checkArchive(content, nested, budget, depth + 1);
      } else if (isExecutableOrArchive(content)) {
        throw new ArchiveRefused('executable content');
      }
    }
  } finally {
    zip.close();
  }
}
