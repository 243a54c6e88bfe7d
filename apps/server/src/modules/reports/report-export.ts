import { PRODUCT_NAME } from '@atiende/contracts';
import {
  reportCoreMessages,
  type ReportColumn,
  type ReportExportFormat,
  type ReportResult,
} from '@atiende/contracts/reports';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { neutraliseCell } from '../../platform/spreadsheet-export';
import { headerLines, reportFileName, totalsLine, type Cell } from './report-file-parts';
import { renderReportPdf } from './report-pdf';

/**
 * A report as a file (docs/reports.md#exports): CSV, XLSX or PDF, whole in memory — a report has
 * at most REPORT_MAX_ROWS rows. The scheduled reports attach the same files.
 */

export type ReportFile = { fileName: string; contentType: string; body: Buffer };

const CONTENT_TYPES: Record<ReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const words = reportCoreMessages.file;

/** An ISO Lima day as dd/mm/yyyy; anything else as it is. */
const dayText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : value;

function csvCell(column: ReportColumn, value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return neutraliseCell(column.kind === 'day' ? dayText(value) : value);
}

function renderCsv(result: ReportResult): Buffer {
  const lines: string[][] = headerLines(result).map((line) => line.map(neutraliseCell));
  lines.push(result.columns.map((column) => neutraliseCell(column.label)));
  const bodyRows = result.rows.map((row) => row.cells);
  const totals = totalsLine(result);
  for (const cells of totals ? [...bodyRows, totals] : bodyRows) {
    lines.push(result.columns.map((column) => csvCell(column, cells[column.key])));
  }
  if (result.truncated) lines.push([], [words.truncated(result.rows.length)]);
  return Buffer.from(stringify(lines, { bom: true }), 'utf8');
}

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  count: '#,##0',
  percent: '0.0%',
  minutes: '#,##0',
  hours: '0.00',
  decimal: '0.00',
  day: 'dd/mm/yyyy',
};

/** A typed XLSX cell: numbers as numbers (percents as fractions), days as dates, text neutralised. */
function xlsxCell(column: ReportColumn, value: Cell): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return column.kind === 'percent' ? value / 100 : value;
  if (column.kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00.000Z`);
  }
  return neutraliseCell(value);
}

async function renderXlsx(result: ReportResult): Promise<Buffer> {
  // exceljs is large: loaded on the first XLSX file, not at start-up (docs/exports.md).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = PRODUCT_NAME;
  const header = headerLines(result);
  const sheet = workbook.addWorksheet(words.sheet, {
    views: [{ state: 'frozen', ySplit: header.length + 1 }],
  });
  sheet.columns = result.columns.map((column, index) => ({
    key: column.key,
    width: index === 0 ? 32 : Math.max(14, column.label.length + 2),
  }));
  header.forEach((line, index) => {
    const row = sheet.addRow(line.map(neutraliseCell));
    if (index < 2) row.font = { bold: true, size: index === 1 ? 14 : 11 };
  });
  const headings = sheet.addRow(result.columns.map((column) => neutraliseCell(column.label)));
  headings.font = { bold: true };
  const totals = totalsLine(result);
  const bodyRows = result.rows.map((row) => row.cells);
  for (const cells of totals ? [...bodyRows, totals] : bodyRows) {
    const row = sheet.addRow(result.columns.map((column) => xlsxCell(column, cells[column.key])));
    result.columns.forEach((column, index) => {
      const format = NUMBER_FORMATS[column.kind];
      if (format && typeof cells[column.key] === 'number') row.getCell(index + 1).numFmt = format;
      if (format && column.kind === 'day') row.getCell(index + 1).numFmt = format;
    });
    if (cells === totals) row.font = { bold: true };
  }
  if (result.truncated) {
    sheet.addRow([]);
    sheet.addRow([words.truncated(result.rows.length)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file of a report: CSV, XLSX or PDF, whole in memory (a report has ≤ 500 rows). */
export async function renderReportFile(
  result: ReportResult,
  format: ReportExportFormat,
): Promise<ReportFile> {
  const body =
    format === 'csv'
      ? renderCsv(result)
      : format === 'xlsx'
        ? await renderXlsx(result)
        : await renderReportPdf(result);
  return { fileName: reportFileName(result, format), contentType: CONTENT_TYPES[format], body };
}
