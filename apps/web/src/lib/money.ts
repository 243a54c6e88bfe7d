import { formatFigure } from '@atiende/contracts';

/**
 * docs/product/ui.md#spanish-writing: money and counts always in es-PE, never the browser's locale
 * ("S/ 1,234.50", where the space is U+00A0; "1,240").
 */

/**
 * Each formatter is built on first use: building one costs a few milliseconds (x4 on a slow
 * phone), and the pages that import this module often format nothing on their first render.
 */
function lazyFormat(options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('es-PE', options));
}

const currencyFormat = lazyFormat({ style: 'currency', currency: 'PEN' });
const countFormat = lazyFormat();

/** "S/ 1,234.50" (docs/product/ui.md: soles with 2 decimals). */
export function formatMoney(amount: number): string {
  return currencyFormat().format(amount);
}

/** "1,240" (whole numbers without building a formatter: contracts' formatFigure). */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) ? formatFigure(count) : countFormat().format(count);
}

const sizeFormat = lazyFormat({ maximumFractionDigits: 1 });

/** "2.4 MB", "512 KB", "900 B" (docs/product/ui.md#principles attachment rows). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat().format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat().format(bytes / 1024)} KB`;
  return `${countFormat().format(bytes)} B`;
}
