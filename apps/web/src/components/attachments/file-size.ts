const KIB = 1024;
const MIB = 1024 * 1024;

// docs/product/ui.md#spanish-writing: always 'es-PE', never the browser's locale.
const sizeNumber = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

/**
 * A file size as people read it: "512 B", "245 KB", "2.4 MB". Binary units, because the documented
 * 10 MB limit is 10485760 bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${wholeNumber.format(bytes)} B`;
  if (bytes < MIB) return `${wholeNumber.format(bytes / KIB)} KB`;
  return `${sizeNumber.format(bytes / MIB)} MB`;
}
