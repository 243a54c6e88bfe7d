import {
  reportPageMessages,
  shortDuration,
  type ReportCell,
  type ReportColumnKind,
} from '@atiende/contracts/reports';

/**
 * A report's cells as the page shows them (docs/reports.md#pages): the column's `kind` decides,
 * so the page and the exports read alike — es-PE numbers ("1,234"), percentages with one decimal
 * ("42.5 %"), durations in words ("2 h 15 min"), hours with one decimal ("12.5 h"), ratios with
 * two ("1.25"), days as dd/mm/yyyy. An empty cell is a dash.
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(fractionDigits: number): Intl.NumberFormat {
  const key = String(fractionDigits);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', {
      minimumFractionDigits: 0,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

const units = reportPageMessages.units;

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

/** A number of this kind, in words. */
export function formatNumber(value: number, kind: ReportColumnKind): string {
  switch (kind) {
    case 'percent':
      return units.percent(numberFormat(1).format(value));
    case 'minutes':
      return shortDuration(value);
    case 'hours':
      return units.hours(numberFormat(1).format(value));
    case 'decimal':
      return numberFormat(2).format(value);
    default:
      return numberFormat(0).format(value);
  }
}

/** One cell, in words. */
export function formatCell(value: ReportCell | undefined, kind: ReportColumnKind): string {
  if (value === null || value === undefined || value === '') return reportPageMessages.table.noData;
  if (typeof value === 'number') return formatNumber(value, kind);
  return kind === 'day' ? longDay(value) : value;
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
  return `reporte-${slug}-${day}.${format}`;
}
