const KIB = 1024;
const MIB = 1024 * 1024;

// docs/product/ui.md#spanish-writing: always 'es-PE', never the browser's locale. Built on first
// use: the first Intl formatter of a page costs ~50 ms (docs/performance.md, sixth pass), and the
// form that imports this shows no size until a file is picked.
let sizeNumber: Intl.NumberFormat | undefined;
let wholeNumber: Intl.NumberFormat | undefined;
const size = () => (sizeNumber ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }));
const whole = () => (wholeNumber ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 }));

/**
 * A file size as people read it: "512 B", "245 KB", "2.4 MB". Binary units, because the documented
 * 10 MB limit is 10485760 bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${whole().format(bytes)} B`;
  if (bytes < MIB) return `${whole().format(bytes / KIB)} KB`;
  return `${size().format(bytes / MIB)} MB`;
}
