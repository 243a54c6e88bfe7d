import type { ReportColumnKind } from '../../schemas/reports';
import { shortDuration } from './dashboard-wall';
import { formatFigure } from './plural';

/**
 * The reports' server texts (docs/reports.md#server, docs/reports.md#exports): the refusals the
 * catalogue's texts do not cover, and the words of the exported files.
 */
export const reportCoreMessages = {
  errors: {
    technicianForbidden: 'No puedes ver reportes de ese técnico.',
  },
  validation: {
    departmentUnknown: 'Ese departamento no existe.',
    technicianUnknown: 'Ese técnico no existe.',
  },
  /** "Últimos 30 días (28/10/2026 – 26/11/2026)"; one day alone: "Hoy (27/11/2026)". */
  /** The period of a report about the situation now (the backlog's age, the open tickets). */
  periodNow: 'Ahora',
  periodInWords: (label: string, from: string, to: string) =>
    from === to ? `${label} (${from})` : `${label} (${from} – ${to})`,
  file: {
    /** The first line of the header: the date and time the file was made, Lima time. */
    generated: (when: string) => `Generado: ${when}`,
    total: 'Total',
    truncated: (max: number) =>
      `Se muestran las primeras ${formatFigure(max)} filas. Acota el periodo o los filtros para ver el resto.`,
    noRows: 'No hay datos para este periodo y estos filtros.',
    sheet: 'Reporte',
    /** The file name's first word: "reporte-tickets-por-estado-2026-11-27.pdf". */
    fileNamePrefix: 'reporte',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    chartCut: (shown: number) =>
      `El gráfico muestra las primeras ${formatFigure(shown)} filas; la tabla las tiene todas.`,
  },
  audit: {
    exported: (title: string, format: string) => `Reporte «${title}» exportado en ${format}`,
  },
} as const;

/**
 * A report cell as the page and the files print it (docs/reports.md#exports), by its column's
 * kind: counts "1,234", percents "42.5 %", minutes "2 h 15 min" ("0 min" for none, "menos de 1
 * min" under one), hours "7.50 h", ratios "1.25", days "27/11/2026"; no value "—".
 */
export function formatReportCell(
  kind: ReportColumnKind,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const [year, month, day] = value.split('-');
      return `${day}/${month}/${year}`;
    }
    return value;
  }
  switch (kind) {
    case 'count':
      return formatFigure(value);
    case 'percent':
      return `${decimals(1).format(value)} %`;
    case 'minutes':
      // None at all is "0 min" (no overrun, no break planned); "menos de 1 min" is for a
      // duration that did last, only not a minute (a median answer of 20 seconds).
      return value === 0 ? '0 min' : shortDuration(value);
    case 'hours':
      return `${decimals(2).format(value)} h`;
    case 'decimal':
      return decimals(2).format(value);
    default:
      return String(value);
  }
}

const formats = new Map<number, Intl.NumberFormat>();
function decimals(digits: number): Intl.NumberFormat {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(digits, format);
  }
  return format;
}
