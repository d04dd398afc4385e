/**
 * The default library ships as several part files in `default/` (one per
 * domain: EAJE, HAS ESSMS…), so that each part can be verified, reviewed and
 * released on its own. They are merged, in file-name order, into one portable
 * file before import.
 */
export const DEFAULT_LIBRARY_DIR = 'src/library/default';

interface PortablePart {
  format?: unknown;
  formatVersion?: unknown;
  categories?: unknown[];
  forms?: unknown[];
}

export function mergeLibraryParts(parts: readonly unknown[]): unknown {
  const [first] = parts as PortablePart[];
  return {
    format: first?.format,
    formatVersion: first?.formatVersion,
    categories: (parts as PortablePart[]).flatMap((part) => part.categories ?? []),
    forms: (parts as PortablePart[]).flatMap((part) => part.forms ?? []),
  };
}
