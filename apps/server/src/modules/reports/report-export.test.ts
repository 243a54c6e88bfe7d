import type { ReportResult } from '@atiende/contracts/reports';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReportFile } from './report-export';
import { chartDataOf, valueAxis } from './report-pdf-chart';

/**
 * docs/reports.md#exports: each file read back by the library a person's spreadsheet or PDF
 * reader would use, and checked cell by cell or line by line.
 */

const RESULT: ReportResult = {
  family: 'tickets',
  type: 'status',
  title: 'Tickets por estado',
  summary: 'Se crearon 1,234 tickets; el 42.0 % sigue pendiente.',
  period: { period: '30d', from: '2026-10-28T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' },
  appliedFilters: [
    { label: 'Periodo', value: 'Últimos 30 días (28/10/2026 – 26/11/2026)' },
    { label: 'Departamento', value: '=Soporte' },
  ],
  columns: [
    { key: 'status', label: 'Estado', kind: 'text' },
    { key: 'day', label: 'Desde', kind: 'day' },
    { key: 'count', label: 'Tickets', kind: 'count' },
    { key: 'share', label: '% del total', kind: 'percent' },
    { key: 'median', label: 'Mediana', kind: 'minutes' },
  ],
  rows: [
    { cells: { status: 'Pendiente', day: '2026-11-02', count: 1000, share: 81.1, median: 135 } },
    { cells: { status: '=cmd|calc', day: '2026-11-03', count: 234, share: 18.9, median: null } },
  ],
  totals: { status: null, day: null, count: 1234, share: 100, median: 120 },
  chart: { kind: 'bar', x: 'status', series: ['count'], stacked: false, horizontal: false },
  truncated: false,
  // 14:05 in Lima.
  generatedAt: '2026-11-27T19:05:00.000Z',
};

describe('renderReportFile: CSV', () => {
  it('writes the header block, the rows and the totals, formulas neutralised', async () => {
    const file = await renderReportFile(RESULT, 'csv');
    expect(file.fileName).toBe('reporte-tickets-por-estado-2026-11-27.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parse(file.body, { bom: true, relax_column_count: true }) as string[][];
    expect(lines).toEqual([
      ['Atiende'],
      ['Tickets por estado'],
      ['Se crearon 1,234 tickets; el 42.0 % sigue pendiente.'],
      ['Periodo', 'Últimos 30 días (28/10/2026 – 26/11/2026)'],
      ['Departamento', "'=Soporte"],
      ['Generado: 27/11/2026 14:05'],
      [''],
      ['Estado', 'Desde', 'Tickets', '% del total', 'Mediana'],
      ['Pendiente', '02/11/2026', '1000', '81.1', '135'],
      ["'=cmd|calc", '03/11/2026', '234', '18.9', ''],
      ['Total', '', '1234', '100', '120'],
    ]);
  });

  it('says when the rows were cut', async () => {
    const file = await renderReportFile({ ...RESULT, truncated: true }, 'csv');
    const lines = parse(file.body, { bom: true, relax_column_count: true }) as string[][];
    expect(lines.at(-1)?.[0]).toMatch(/^Se muestran las primeras 2 filas/);
  });
});

describe('renderReportFile: XLSX', () => {
  it('writes typed cells under the header block', async () => {
    const file = await renderReportFile(RESULT, 'xlsx');
    expect(file.fileName).toBe('reporte-tickets-por-estado-2026-11-27.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Reporte');
    const text = (row: number, column: number) => sheet.getRow(row).getCell(column).value;
    expect([1, 2, 3, 6].map((row) => text(row, 1))).toEqual([
      'Atiende',
      'Tickets por estado',
      'Se crearon 1,234 tickets; el 42.0 % sigue pendiente.',
      'Generado: 27/11/2026 14:05',
    ]);
    expect([text(4, 1), text(4, 2), text(5, 2)]).toEqual([
      'Periodo',
      'Últimos 30 días (28/10/2026 – 26/11/2026)',
      "'=Soporte",
    ]);
    expect(sheet.getRow(7).cellCount).toBe(0);
    expect(sheet.getRow(8).values).toEqual([
      undefined,
      'Estado',
      'Desde',
      'Tickets',
      '% del total',
      'Mediana',
    ]);
    const first = sheet.getRow(9);
    expect(first.getCell(1).value).toBe('Pendiente');
    expect(first.getCell(2).value).toEqual(new Date('2026-11-02T00:00:00.000Z'));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(3).value).toBe(1000);
    expect(first.getCell(3).numFmt).toBe('#,##0');
    expect(first.getCell(4).value).toBeCloseTo(0.811, 6);
    expect(first.getCell(4).numFmt).toBe('0.0%');
    expect(first.getCell(5).value).toBe(135);
    const second = sheet.getRow(10);
    expect(second.getCell(1).value).toBe("'=cmd|calc");
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(5).value).toBeNull();
    const totals = sheet.getRow(11);
    expect([totals.getCell(1).value, totals.getCell(3).value, totals.getCell(4).value]).toEqual([
      'Total',
      1234,
      1,
    ]);
    expect(totals.font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 8 });
  });
});

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text };
}

describe('renderReportFile: PDF', () => {
  it('holds the header, the chart’s labels, the table and the page number, in Spanish', async () => {
    const file = await renderReportFile(RESULT, 'pdf');
    expect(file.fileName).toBe('reporte-tickets-por-estado-2026-11-27.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages, pages } = await pdfText(file.body);
    expect(totalPages).toBe(1);
    const text = pages[0]!;
    for (const expected of [
      'Atiende',
      'Tickets por estado',
      'Se crearon 1,234 tickets; el 42.0 % sigue pendiente.',
      'Periodo: Últimos 30 días (28/10/2026 – 26/11/2026)',
      'Departamento: =Soporte',
      'Generado: 27/11/2026 14:05',
      // The chart's value axis and the table's cells, formatted es-PE.
      '1,000',
      '81.1 %',
      '2 h 15 min',
      '02/11/2026',
      'Total',
      '1,234',
      'Página 1 de 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('repeats the column headers and numbers every page of a long table', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      cells: {
        status: `Fila ${index + 1}`,
        day: '2026-11-02',
        count: index,
        share: 1,
        median: 5,
      },
    }));
    const file = await renderReportFile({ ...RESULT, rows, chart: null }, 'pdf');
    const { totalPages, pages } = await pdfText(file.body);
    expect(totalPages).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${totalPages}`);
      expect(page).toContain('% del total');
    });
    expect(pages.at(-1)).toContain('Fila 120');
  });

  it('draws what Helvetica cannot as nothing (emoji) or "?", never as mojibake', async () => {
    const rows = [{ cells: { ...RESULT.rows[0]!.cells, status: 'Café 😀 Niño 北京 «€»' } }];
    const file = await renderReportFile({ ...RESULT, rows }, 'pdf');
    const { pages } = await pdfText(file.body);
    expect(pages[0]).toContain('Café Niño ?? «€»');
  });

  it('says so when there is nothing to show', async () => {
    const file = await renderReportFile({ ...RESULT, rows: [], totals: null }, 'pdf');
    const { pages } = await pdfText(file.body);
    expect(pages[0]).toContain('No hay datos para este periodo y estos filtros.');
  });
});

describe('the PDF chart', () => {
  const people = Array.from({ length: 30 }, (_, index) => ({
    cells: { status: `Técnico ${index + 1}`, day: null, count: index, share: 40, median: 1 },
  }));
  const stacked: ReportResult = {
    ...RESULT,
    rows: people,
    chart: {
      kind: 'bar',
      x: 'status',
      series: ['count', 'share'],
      stacked: true,
      horizontal: true,
    },
  };

  it('draws the first 25 lying bars, on an axis holding the tallest pile', () => {
    const data = chartDataOf(stacked)!;
    expect(data.categories).toHaveLength(25);
    expect(data.categories[0]).toBe('Técnico 1');
    expect(data.leftOut).toBe(5);
    // The tallest pile: 24 + 40 = 64, in steps of 20.
    expect(valueAxis(data)).toEqual({ low: 0, high: 80, step: 20 });
    // Side by side, the tallest bar alone: 40, in steps of 10.
    expect(valueAxis({ ...data, stacked: false })).toEqual({ low: 0, high: 40, step: 10 });
  });

  it('says the chart holds only the first rows', async () => {
    const { pages } = await pdfText((await renderReportFile(stacked, 'pdf')).body);
    expect(pages.join('\n')).toContain(
      'El gráfico muestra las primeras 25 filas; la tabla las tiene todas.',
    );
  });

  it('has no chart without rows or without one', () => {
    expect(chartDataOf({ ...RESULT, rows: [] })).toBeNull();
    expect(chartDataOf({ ...RESULT, chart: null })).toBeNull();
  });
});
