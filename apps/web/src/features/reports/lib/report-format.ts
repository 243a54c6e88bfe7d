import {
  formatReportCell,
  reportCoreMessages,
  type ReportCell,
  type ReportColumnKind,
} from '@atiende/contracts/reports';

/**
 * A report's cells as the page shows them (docs/reports.md#pages): `formatReportCell`, the very
 * function the exports print with, so the page and the files read alike — es-PE numbers
 * ("1,234"), percentages with one decimal ("42.5 %"), durations in words ("2 h 15 min"), hours
 * ("7.50 h"), ratios ("1.25"), days as dd/mm/yyyy, an empty cell a dash.
 */
export function formatCell(value: ReportCell | undefined, kind: ReportColumnKind): string {
  return formatReportCell(kind, value);
}

/** A chart axis's number: counts and durations as whole figures, the rest by their kind. */
export function formatNumber(value: number, kind: ReportColumnKind): string {
  return formatReportCell(kind === 'minutes' ? 'count' : kind, value);
}

/** "07/11/2026" from an ISO day, without time-zone arithmetic; anything else as is. */
export function longDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** "07/11", a chart axis's day. */
export function shortDay(value: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[1]}` : value;
}

/** The number a chart draws for a cell (null leaves a gap). */
export function chartValue(value: ReportCell | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  return null;
}

/**
 * The file a download is saved as, as the server names it (docs/reports.md#exports):
 * "reporte-tickets-por-estado-2026-11-27.pdf" — the title without accents or signs.
 */
export function reportFileName(title: string, day: string, format: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${reportCoreMessages.file.fileNamePrefix}-${slug}-${day}.${format}`;
}
