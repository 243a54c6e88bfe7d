import { buffer, text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { spreadsheetStream, type SpreadsheetColumn } from './spreadsheet-export';

type Row = { name: string; price: number; createdAt: Date; active: boolean; note: string | null };

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Precio (S/)', value: (row) => row.price },
  { header: 'Creado', value: (row) => row.createdAt },
  { header: 'Activo', value: (row) => row.active },
  { header: 'Nota', value: (row) => row.note },
];

const rows: Row[] = [
  {
    name: '=HYPERLINK("http://x","clic")',
    price: -12.5,
    createdAt: new Date('2026-01-01T04:59:59.000Z'),
    active: true,
    note: null,
  },
  { name: 'Pollería Ñañez', price: 1500, createdAt: new Date(0), active: false, note: '@SUM(A1)' },
];

async function* slowly<T>(items: T[]) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

describe('spreadsheetStream', () => {
  it('writes CSV with a BOM, Lima dates, Sí/No and neutralised formulas', async () => {
    const bytes = await buffer(spreadsheetStream({ format: 'csv', sheetName: 'x', columns, rows }));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Nombre,Precio (S/),Creado,Activo,Nota');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"",""clic"")",-12.5,31/12/2025 23:59:59,Sí,`);
    expect(lines[2]).toBe("Pollería Ñañez,1500,31/12/1969 19:00:00,No,'@SUM(A1)");
  });

  it('writes an XLSX that Excel reads back: text stays text, numbers and dates typed', async () => {
    const stream = spreadsheetStream({
      format: 'xlsx',
      sheetName: 'Productos y servicios del catálogo',
      columns,
      rows: slowly(rows),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Productos y servicios del catál');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nombre',
      'Precio (S/)',
      'Creado',
      'Activo',
      'Nota',
    ]);
    expect(sheet.getCell('A2').value).toBe(`'=HYPERLINK("http://x","clic")`);
    expect(sheet.getCell('A2').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(-12.5);
    expect((sheet.getCell('C2').value as Date).toISOString()).toBe('2025-12-31T23:59:59.000Z');
    expect(sheet.getCell('D3').value).toBe('No');
    expect(sheet.getCell('E3').value).toBe("'@SUM(A1)");
    expect(sheet.rowCount).toBe(3);
  });

  it('ends the download with an error when reading the rows fails', async () => {
    async function* failing() {
      yield rows[0]!;
      throw new Error('conexión perdida');
    }
    const stream = spreadsheetStream({ format: 'xlsx', sheetName: 'x', columns, rows: failing() });
    await expect(text(stream)).rejects.toThrow('conexión perdida');
  });
});
