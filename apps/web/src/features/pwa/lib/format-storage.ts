import { formatFileSize } from '../../../lib/money';

const GIGABYTE = 1024 ** 3;
let sizeFormat: Intl.NumberFormat | undefined;

/**
 * Storage sizes as the attachment rows print file sizes ("2.4 MB"), plus gigabytes for the
 * browser's quota ("279.4 GB"). Negative or non-finite estimates read as 0 B.
 */
export function formatStorageSize(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (safe >= GIGABYTE)
    return `${(sizeFormat ??= new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 })).format(safe / GIGABYTE)} GB`;
  return formatFileSize(Math.round(safe));
}
