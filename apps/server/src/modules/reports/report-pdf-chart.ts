import { formatReportCell, type ReportColumn, type ReportResult } from '@atiende/contracts/reports';

/**
 * The chart of a report's PDF (docs/reports.md#exports), drawn with pdfkit's vector primitives
 * from `ReportResult.chart`: bars (vertical or horizontal, grouped or stacked) or lines, with the
 * value axis, the categories' names and a legend; figures in es-PE.
 */

export type Box = { x: number; y: number; width: number; height: number };

/** Enough of pdfkit's document for drawing (the whole type lives in @types/pdfkit). */
type Doc = PDFKit.PDFDocument;

export const SERIES_COLOURS = [
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
];
const AXIS = '#6b7280';
const GRID = '#e5e7eb';
const INK = '#111827';
const LABEL_SIZE = 7;

/** Categories a bar chart draws at most; the table below holds every row. */
export const CHART_MOST_BARS = { vertical: 40, horizontal: 25 } as const;

type Series = { column: ReportColumn; colour: string; values: number[] };

export type ChartData = {
  kind: 'bar' | 'line';
  horizontal: boolean;
  stacked: boolean;
  categories: string[];
  series: Series[];
  /** Rows left out of the chart (bars only). */
  leftOut: number;
};

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** What the chart draws, read from the result; null when it has no chart or no rows. */
export function chartDataOf(result: ReportResult): ChartData | null {
  const { chart } = result;
  if (!chart || result.rows.length === 0) return null;
  const xColumn = result.columns.find((column) => column.key === chart.x);
  const seriesColumns = chart.series
    .map((key) => result.columns.find((column) => column.key === key))
    .filter((column): column is ReportColumn => column !== undefined);
  if (!xColumn || seriesColumns.length === 0) return null;
  const most =
    chart.kind === 'line'
      ? result.rows.length
      : chart.horizontal
        ? CHART_MOST_BARS.horizontal
        : CHART_MOST_BARS.vertical;
  const rows = result.rows.slice(0, most);
  return {
    kind: chart.kind,
    horizontal: chart.kind === 'bar' && chart.horizontal,
    stacked: chart.kind === 'bar' && chart.stacked,
    categories: rows.map((row) => {
      const value = row.cells[xColumn.key];
      // A day on a chart's axis: dd/mm is enough.
      return xColumn.kind === 'day' && typeof value === 'string'
        ? formatReportCell('day', value).slice(0, 5)
        : formatReportCell(xColumn.kind, value ?? null);
    }),
    series: seriesColumns.map((column, index) => ({
      column,
      colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
      values: rows.map((row) => numberOf(row.cells[column.key])),
    })),
    leftOut: result.rows.length - rows.length,
  };
}

/** The value axis: from `low` to `high` (0 included) in `step`s of a round size. */
export function valueAxis(data: ChartData): { low: number; high: number; step: number } {
  const sums = data.categories.map((_, index) =>
    data.series.reduce((sum, series) => sum + Math.max(0, series.values[index]!), 0),
  );
  const all = data.series.flatMap((series) => series.values);
  const top = data.stacked ? Math.max(0, ...sums) : Math.max(0, ...all);
  const bottom = Math.min(0, ...all);
  const span = top - bottom || 1;
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  return {
    low: Math.floor(bottom / step) * step,
    high: Math.max(step, Math.ceil(top / step) * step),
    step,
  };
}

/** Cuts a label to `width` points with an ellipsis. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The legend's line: a swatch and the series' name each. Returns its height. */
function drawLegend(doc: Doc, data: ChartData, box: Box): number {
  doc.font('Helvetica').fontSize(8);
  let x = box.x;
  let y = box.y;
  for (const series of data.series) {
    const width = 12 + doc.widthOfString(series.column.label) + 14;
    if (x + width > box.x + box.width && x > box.x) {
      x = box.x;
      y += 12;
    }
    doc.rect(x, y + 1, 8, 8).fill(series.colour);
    doc
      .fillColor(INK)
      .text(series.column.label, x + 12, y, { lineBreak: false, width: width - 12 });
    x += width;
  }
  return y + 14 - box.y;
}

const tickText = (data: ChartData, value: number) =>
  formatReportCell(data.series[0]!.column.kind, value);

/** Draws the chart in `box`. */
export function drawChart(doc: Doc, data: ChartData, box: Box) {
  const legend = drawLegend(doc, data, box);
  const area = {
    x: box.x,
    y: box.y + legend + 4,
    width: box.width,
    height: box.height - legend - 4,
  };
  doc.save();
  if (data.horizontal) drawHorizontalBars(doc, data, area);
  else drawVertical(doc, data, area);
  doc.restore();
}

/** Bars standing up, or lines: values up the left, categories along the bottom. */
function drawVertical(doc: Doc, data: ChartData, area: Box) {
  const axis = valueAxis(data);
  doc.font('Helvetica').fontSize(LABEL_SIZE);
  const ticks: number[] = [];
  for (let v = axis.low; v <= axis.high + axis.step / 2; v += axis.step) ticks.push(v);
  const labelWidth = Math.max(...ticks.map((v) => doc.widthOfString(tickText(data, v)))) + 6;
  const plot = {
    x: area.x + labelWidth,
    y: area.y + 4,
    width: area.width - labelWidth,
    height: area.height - 22,
  };
  const yOf = (v: number) =>
    plot.y + plot.height - ((v - axis.low) / (axis.high - axis.low)) * plot.height;
  for (const v of ticks) {
    const y = yOf(v);
    doc
      .lineWidth(0.5)
      .strokeColor(v === 0 ? AXIS : GRID)
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    doc.fillColor(AXIS).text(tickText(data, v), area.x, y - 3.5, {
      width: labelWidth - 4,
      align: 'right',
      lineBreak: false,
    });
  }
  const count = data.categories.length;
  const band = plot.width / count;
  // Category names: as many as fit side by side, evenly spread.
  const widest = Math.max(...data.categories.map((name) => doc.widthOfString(name)));
  const every = Math.max(1, Math.ceil((Math.min(widest, 60) + 6) / band));
  data.categories.forEach((name, index) => {
    if (index % every !== 0) return;
    const width = Math.min(band * every, 60 + 6);
    const centre = plot.x + band * (index + 0.5);
    doc
      .fillColor(AXIS)
      .text(fitted(doc, name, width - 4), centre - width / 2, plot.y + plot.height + 4, {
        width,
        align: 'center',
        lineBreak: false,
      });
  });
  if (data.kind === 'line') drawLines(doc, data, plot, band, yOf);
  else drawColumns(doc, data, plot, band, yOf);
}

function drawColumns(
  doc: Doc,
  data: ChartData,
  plot: Box,
  band: number,
  yOf: (v: number) => number,
) {
  // Bars at most 36 points wide per series: five categories do not make five slabs.
  const inner = Math.min(band * 0.8, 36 * (data.stacked ? 1 : data.series.length));
  data.categories.forEach((_, index) => {
    const left = plot.x + band * (index + 0.5) - inner / 2;
    let base = 0;
    data.series.forEach((series, which) => {
      const value = series.values[index]!;
      if (data.stacked) {
        const top = yOf(base + Math.max(0, value));
        const height = yOf(base) - top;
        if (height > 0) doc.rect(left, top, inner, height).fill(series.colour);
        base += Math.max(0, value);
        return;
      }
      const width = inner / data.series.length;
      const top = yOf(Math.max(0, value));
      const height = Math.abs(yOf(value) - yOf(0));
      if (height > 0) doc.rect(left + width * which, top, width, height).fill(series.colour);
    });
  });
}

function drawLines(doc: Doc, data: ChartData, plot: Box, band: number, yOf: (v: number) => number) {
  const xOf = (index: number) => plot.x + band * (index + 0.5);
  for (const series of data.series) {
    doc.lineWidth(1.5).strokeColor(series.colour);
    series.values.forEach((value, index) => {
      if (index === 0) doc.moveTo(xOf(index), yOf(value));
      else doc.lineTo(xOf(index), yOf(value));
    });
    doc.stroke();
    if (series.values.length <= 40) {
      series.values.forEach((value, index) =>
        doc.circle(xOf(index), yOf(value), 1.8).fill(series.colour),
      );
    }
  }
}

/** Bars lying down: categories down the left, values along the bottom. */
function drawHorizontalBars(doc: Doc, data: ChartData, area: Box) {
  const axis = valueAxis(data);
  doc.font('Helvetica').fontSize(LABEL_SIZE);
  const nameWidth = Math.min(
    140,
    Math.max(...data.categories.map((n) => doc.widthOfString(n))) + 8,
  );
  const plot = {
    x: area.x + nameWidth,
    y: area.y,
    width: area.width - nameWidth - 10,
    height: area.height - 14,
  };
  const xOf = (v: number) => plot.x + ((v - axis.low) / (axis.high - axis.low)) * plot.width;
  for (let v = axis.low; v <= axis.high + axis.step / 2; v += axis.step) {
    const x = xOf(v);
    doc
      .lineWidth(0.5)
      .strokeColor(v === 0 ? AXIS : GRID)
      .moveTo(x, plot.y)
      .lineTo(x, plot.y + plot.height)
      .stroke();
    doc.fillColor(AXIS).text(tickText(data, v), x - 30, plot.y + plot.height + 3, {
      width: 60,
      align: 'center',
      lineBreak: false,
    });
  }
  const band = plot.height / data.categories.length;
  const inner = Math.min(band * 0.75, 14 * (data.stacked ? 1 : data.series.length));
  data.categories.forEach((name, index) => {
    const top = plot.y + band * (index + 0.5) - inner / 2;
    doc.fillColor(INK).text(fitted(doc, name, nameWidth - 8), area.x, top + inner / 2 - 3.5, {
      width: nameWidth - 8,
      align: 'right',
      lineBreak: false,
    });
    let base = 0;
    data.series.forEach((series, which) => {
      const value = series.values[index]!;
      if (data.stacked) {
        const width = xOf(base + Math.max(0, value)) - xOf(base);
        if (width > 0) doc.rect(xOf(base), top, width, inner).fill(series.colour);
        base += Math.max(0, value);
        return;
      }
      const height = inner / data.series.length;
      const left = xOf(Math.min(0, value));
      const width = Math.abs(xOf(value) - xOf(0));
      if (width > 0) doc.rect(left, top + height * which, width, height).fill(series.colour);
    });
  });
}

/** The height a chart of these data takes on the page. */
export function chartHeight(data: ChartData): number {
  if (!data.horizontal) return 230;
  return Math.min(380, Math.max(150, data.categories.length * 16 + 50));
}
