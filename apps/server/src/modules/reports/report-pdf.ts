import { PRODUCT_NAME } from '@atiende/contracts';
import {
  formatReportCell,
  reportCoreMessages,
  type ReportColumn,
  type ReportResult,
} from '@atiende/contracts/reports';
import PDFDocument from 'pdfkit';
import { formatLimaMinute } from '../../platform/lima-time';
import { chartDataOf, chartHeight, drawChart } from './report-pdf-chart';
import { totalsLine } from './report-file-parts';

/**
 * A report as a PDF (docs/reports.md#exports), made on the server without a browser: A4,
 * Helvetica (its WinAnsi encoding covers Spanish), the header (product, title, summary, filters,
 * time of generation), the chart in vector strokes, then the table with its column headers on
 * every page, and "Página N de M" at the foot of each.
 */

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 44, bottom: 48, left: 40, right: 40 };
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const STRIPE = '#f3f4f6';
const HEAD = '#e5e7eb';
const PAD = 4;

const words = reportCoreMessages.file;

/** The product, the title, the takeaway, the filters and the time it was made. */
function drawHeader(doc: Doc, result: ReportResult, width: number) {
  const x = MARGIN.left;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(PRODUCT_NAME, x, MARGIN.top, { width });
  doc.moveDown(0.2);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(result.title, x, doc.y, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(result.summary, x, doc.y, { width });
  doc.moveDown(0.5);
  doc.fontSize(9);
  for (const filter of result.appliedFilters) {
    doc.font('Helvetica-Bold').fillColor(MUTED).text(`${filter.label}: `, x, doc.y, {
      width,
      continued: true,
    });
    doc.font('Helvetica').fillColor(INK).text(filter.value);
  }
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text(words.generated(formatLimaMinute(result.generatedAt)), x, doc.y, { width });
  doc.moveDown(0.6);
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .stroke();
  doc.moveDown(0.8);
}

/** Column widths: the first (names) wider, the figures sharing the rest. */
function columnWidths(columns: readonly ReportColumn[], width: number): number[] {
  if (columns.length === 1) return [width];
  const first = width * (columns.length <= 3 ? 0.4 : columns.length <= 6 ? 0.3 : 0.22);
  const rest = (width - first) / (columns.length - 1);
  return columns.map((_, index) => (index === 0 ? first : rest));
}

type Line = { texts: string[]; bold: boolean; fill: string | null };

const alignOf = (column: ReportColumn) =>
  column.kind === 'text' || column.kind === 'day' ? 'left' : 'right';

/**
 * A line's height: its tallest wrapped cell. Measuring wraps is the slow part of a 500-row table,
 * so a cell that fits its width on one line is not measured again.
 */
function lineHeight(doc: Doc, line: Line, widths: number[]): number {
  doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica');
  const oneLine = doc.currentLineHeight(true);
  const heights = line.texts.map((text, index) => {
    const width = widths[index]! - PAD * 2;
    return doc.widthOfString(text) <= width ? oneLine : doc.heightOfString(text, { width });
  });
  return Math.max(...heights) + PAD * 2;
}

function drawLine(
  doc: Doc,
  line: Line,
  columns: readonly ReportColumn[],
  widths: number[],
  y: number,
  height: number,
) {
  let x = MARGIN.left;
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (line.fill) doc.rect(x, y, total, height).fill(line.fill);
  doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK);
  line.texts.forEach((text, index) => {
    const width = widths[index]!;
    doc.text(text, x + PAD, y + PAD, {
      width: width - PAD * 2,
      align: alignOf(columns[index]!),
    });
    x += width;
  });
}

/** The table, breaking pages by hand so each page starts with the column headers. */
function drawTable(doc: Doc, result: ReportResult, width: number) {
  const { columns } = result;
  const widths = columnWidths(columns, width);
  doc.fontSize(columns.length > 8 ? 7 : 8.5);
  const head: Line = { texts: columns.map((c) => c.label), bold: true, fill: HEAD };
  const headHeight = lineHeight(doc, head, widths);
  const bottom = doc.page.height - MARGIN.bottom;
  const cells = (values: Record<string, string | number | null | undefined>) =>
    columns.map((column) => formatReportCell(column.kind, values[column.key] ?? null));
  const lines: Line[] = result.rows.map((row, index) => ({
    texts: cells(row.cells),
    bold: false,
    fill: index % 2 === 1 ? STRIPE : null,
  }));
  const totals = totalsLine(result);
  if (totals) lines.push({ texts: cells(totals), bold: true, fill: null });
  let y = doc.y;
  const startPage = (top: number) => {
    drawLine(doc, head, columns, widths, top, headHeight);
    return top + headHeight;
  };
  if (y + headHeight + 20 > bottom) {
    doc.addPage();
    y = MARGIN.top;
  }
  y = startPage(y);
  for (const line of lines) {
    const height = lineHeight(doc, line, widths);
    if (y + height > bottom) {
      doc.addPage();
      y = startPage(MARGIN.top);
    }
    if (line.bold) {
      doc
        .lineWidth(0.8)
        .strokeColor(INK)
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + width, y)
        .stroke();
    }
    drawLine(doc, line, columns, widths, y, height);
    y += height;
  }
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + width, y)
    .stroke();
  doc.x = MARGIN.left;
  doc.y = y + 8;
}

/** "Atiende · Tickets por estado" and "Página N de M" at the foot of every page. */
function drawFooters(doc: Doc, result: ReportResult, width: number) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing under the bottom margin would open a new page: the margin is lifted meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom + 18;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${PRODUCT_NAME} · ${result.title}`, MARGIN.left, y, {
      width: width * 0.7,
      lineBreak: false,
    });
    doc.text(words.page(index + 1, range.count), MARGIN.left + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The characters Windows-1252 adds in 0x80–0x9F, which Helvetica's WinAnsi encoding draws. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text as Helvetica can draw it: the Latin-1 letters Spanish needs and WinAnsi's extras stay;
 * emoji go; anything else (another script, a symbol) becomes "?" instead of mojibake.
 */
export function winAnsiText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|\u200D|\uFE0F/gu, '')
    .replace(/[^\n\t\x20-\x7E\xA0-\xFF]/gu, (char) => (WIN_ANSI_EXTRAS.has(char) ? char : '?'))
    .replace(/ {2,}/g, ' ')
    .trim();
}

const cellText = <T>(value: T) => (typeof value === 'string' ? winAnsiText(value) : value);

/** Every text of the result as Helvetica can draw it. */
function drawable(result: ReportResult): ReportResult {
  const cells = <C extends Record<string, unknown>>(values: C) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, cellText(value)])) as C;
  return {
    ...result,
    title: winAnsiText(result.title),
    summary: winAnsiText(result.summary),
    appliedFilters: result.appliedFilters.map((filter) => ({
      label: winAnsiText(filter.label),
      value: winAnsiText(filter.value),
    })),
    columns: result.columns.map((column) => ({ ...column, label: winAnsiText(column.label) })),
    rows: result.rows.map((row) => ({ ...row, cells: cells(row.cells) })),
    totals: result.totals ? cells(result.totals) : null,
  };
}

export function renderReportPdf(original: ReportResult): Promise<Buffer> {
  const result = drawable(original);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'es-PE',
    info: { Title: result.title, Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  drawHeader(doc, result, width);
  const chart = chartDataOf(result);
  if (chart) {
    const height = chartHeight(chart);
    const top = doc.y;
    drawChart(doc, chart, { x: MARGIN.left, y: top, width, height });
    // Drawing the labels moved the cursor: the table starts below the chart's box.
    doc.x = MARGIN.left;
    doc.y = top + height + 12;
    if (chart.leftOut > 0) {
      doc.font('Helvetica-Oblique').fontSize(8).fillColor(MUTED);
      doc.text(words.chartCut(chart.categories.length), MARGIN.left, doc.y, { width });
      doc.moveDown(0.6);
    }
  }
  if (result.rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(words.noRows, MARGIN.left, doc.y, { width });
  } else {
    drawTable(doc, result, width);
  }
  if (result.truncated) {
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(MUTED);
    doc.text(words.truncated(result.rows.length), MARGIN.left, doc.y, { width });
  }
  drawFooters(doc, result, width);
  doc.end();
  return done;
}
