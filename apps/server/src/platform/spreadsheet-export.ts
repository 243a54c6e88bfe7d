import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@atiende/contracts';
import { formatLimaDateTime, limaToday } from './lima-time';

export { formatLimaDateTime, limaToday } from './lima-time';

/**
 * Lists as CSV or XLSX, streamed: rows are read, written and sent a few at a time, so a list of
 * 100,000 customers costs the memory of a page, not of the list (docs/exports.md).
 */

export type SpreadsheetCell = string | number | boolean | Date | null | undefined;

export type SpreadsheetColumn<T> = {
  /** The Spanish header of the first row. */
  header: string;
  value: (row: T) => SpreadsheetCell;
  /** XLSX column width in characters (default 18). */
  width?: number;
};

export type SpreadsheetOptions<T> = {
  format: ExportFormat;
  /** Without extension; the Lima date and the extension are added ("clientes-2026-11-23.xlsx"). */
  fileName: string;
  /** XLSX sheet name (31 characters at most). */
  sheetName: string;
  columns: readonly SpreadsheetColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
};

/**
 * docs/conventions.md#security: a text cell that a spreadsheet would run as a formula (it starts
 * with = + - @, a tab or a carriage return, after any leading spaces) gets an apostrophe in front,
 * so it stays text.
 */
export function neutraliseCell(value: string): string {
  return /^\s*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const LIMA_OFFSET_MS = 5 * 3_600_000; // America/Lima is UTC−5 all year (no daylight saving).

function csvCell(value: SpreadsheetCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatLimaDateTime(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  return neutraliseCell(value);
}

/** Excel has no time zones: a date is written as the Lima wall-clock time it shows. */
function xlsxCell(value: SpreadsheetCell): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return new Date(value.getTime() - LIMA_OFFSET_MS);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return value;
  return neutraliseCell(value);
}

async function* toAsync<T>(rows: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  yield* rows;
}

export function spreadsheetStream<T>(options: Omit<SpreadsheetOptions<T>, 'fileName'>): Readable {
  const { columns } = options;
  if (options.format === 'csv') {
    const lines = Readable.from(
      (async function* csvLines() {
        yield columns.map((column) => column.header);
        for await (const row of toAsync(options.rows)) {
          yield columns.map((column) => csvCell(column.value(row)));
        }
      })(),
    );
    const csv = lines.pipe(stringify({ bom: true }));
    lines.on('error', (error) => csv.destroy(error));
    return csv;
  }
  const output = new PassThrough();
  void (async () => {
    // exceljs is large: loaded on the first XLSX download, not at start-up
    // (docs/conventions.md#quality-bars-and-budgets).
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column, index) => ({
      key: String(index),
      width: column.width ?? 18,
    }));
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of toAsync(options.rows)) {
      const values = columns.map((column) => column.value(row));
      const line = sheet.addRow(values.map(xlsxCell));
      values.forEach((value, index) => {
        if (value instanceof Date) line.getCell(index + 1).numFmt = 'dd/mm/yyyy hh:mm';
      });
      line.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends the list as an attachment; errors after the first byte end the download early. */
export function sendSpreadsheet<T>(reply: FastifyReply, options: SpreadsheetOptions<T>) {
  const fileName = `${options.fileName}-${limaToday()}.${options.format}`;
  return reply
    .type(CONTENT_TYPES[options.format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(spreadsheetStream(options));
}
