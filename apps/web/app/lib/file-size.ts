const KB = 1024;
const MB = KB * 1024;

const whole = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A file's size as people read it in es-AR: '812 bytes', '240 KB', '1,5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${whole.format(bytes)} bytes`;
  if (bytes < MB) return `${whole.format(Math.max(1, Math.round(bytes / KB)))} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}
