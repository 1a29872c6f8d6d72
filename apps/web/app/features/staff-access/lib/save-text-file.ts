/** Hands text to the browser as a downloaded file, through a short-lived object URL. */
export function saveTextFile(text: string, filename: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
