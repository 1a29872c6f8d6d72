/** Hands a downloaded Blob to the browser as a file, through a short-lived object URL. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers; a moment later it is safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
