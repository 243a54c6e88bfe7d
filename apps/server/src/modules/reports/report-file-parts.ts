import { PRODUCT_NAME } from '@atiende/contracts';
import {
  reportCoreMessages,
  type ReportExportFormat,
  type ReportResult,
} from '@atiende/contracts/reports';
import { formatLimaMinute, limaToday } from '../../platform/lima-time';

/** What the three files of a report share (docs/reports.md#exports). */

const words = reportCoreMessages.file;

export type Cell = string | number | null | undefined;

/** "Tickets por estado" → "tickets-por-estado": lower case, no accents, dashes. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "reporte-tickets-por-estado-2026-11-27.pdf": the title and the Lima day it was made. */
export function reportFileName(result: ReportResult, format: ReportExportFormat): string {
  const day = limaToday(new Date(result.generatedAt));
  return `${words.fileNamePrefix}-${slugOf(result.title)}-${day}.${format}`;
}

/**
 * The lines above the table, as both spreadsheets write them: the product, the report, its
 * takeaway, each filter (label, value), the time it was made (Lima), a blank line.
 */
export function headerLines(result: ReportResult): string[][] {
  return [
    [PRODUCT_NAME],
    [result.title],
    [result.summary],
    ...result.appliedFilters.map((filter) => [filter.label, filter.value]),
    [words.generated(formatLimaMinute(result.generatedAt))],
    [],
  ];
}

/** The totals row, named "Total" in its first column when the definition left it empty. */
export function totalsLine(result: ReportResult): Record<string, Cell> | null {
  if (!result.totals) return null;
  const first = result.columns[0]?.key;
  const totals: Record<string, Cell> = { ...result.totals };
  if (first && (totals[first] === null || totals[first] === undefined)) totals[first] = words.total;
  return totals;
}
