/** The download is a plain link: the server checks the caller's scope and answers the bytes. */
export function getDocumentDownloadUrl(id: string) {
  return `/api/v1/documents/${encodeURIComponent(id)}/download`;
}
