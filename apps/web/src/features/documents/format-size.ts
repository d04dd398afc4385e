/** A file size in French units (octets, Ko, Mo). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} Ko`;
  return `${format.format(bytes / (1024 * 1024))} Mo`;
}
