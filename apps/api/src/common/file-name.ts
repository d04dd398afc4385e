/**
 * A name as the stem of a download's file name: accents dropped, anything but letters and digits
 * one dash, lower case, at most `maxLength` characters; '' when nothing is left (callers then name a default).
 * Plain ASCII keeps the Content-Disposition header and every file system happy.
 */
export function fileNameSlug(name: string, maxLength: number): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, maxLength);
}
