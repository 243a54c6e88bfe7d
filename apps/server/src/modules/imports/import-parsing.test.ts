import { Readable } from 'node:stream';
import { importMessages } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, matchLabel, normaliseRuc, parseLimaDate } from './cell-values';
import { columnNames, resolveMapping, suggestMapping } from './import-fields';
import { xlsxBuffer } from './import-test-support';
import { parseCustomerRow, parseTicketRow, parseUserRow, type ParseContext } from './row-parsers';
import {
  columnLetter,
  detectCsvDelimiter,
  detectSpreadsheetKind,
  FormulaCell,
  readSheetRows,
  type SheetRow,
} from './spreadsheet-reader';

async function rowsOf(bytes: Buffer): Promise<SheetRow[]> {
  const kind = detectSpreadsheetKind(bytes.subarray(0, 65_536));
  if (!kind) throw new Error('not a spreadsheet');
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(kind, () => Readable.from([bytes]), bytes)) rows.push(row);
  return rows;
}

function contextFor(
  entity: ParseContext['entity'],
  columns: string[],
  departments: Record<string, string> = {},
): ParseContext {
  return {
    entity,
    columns,
    positions: resolveMapping(entity, columns, suggestMapping(entity, columns)),
    departmentIds: new Map(Object.entries(departments)),
  };
}

describe('suggestMapping', () => {
  it('matches Spanish and English headers without accents, case or punctuation', () => {
    expect(
      suggestMapping('CUSTOMERS', [
        'RAZON SOCIAL',
        'R.U.C.',
        'Correo electrónico',
        'Teléfono',
        'Cadena',
        'Otra',
      ]),
    ).toEqual({
      'RAZON SOCIAL': 'name',
      'Correo electrónico': 'email',
      Teléfono: 'phone',
      Cadena: 'chainName',
    });
    expect(suggestMapping('USERS', ['Full name', 'E-mail', 'Role', 'Área'])).toEqual({
      'Full name': 'name',
      'E-mail': 'email',
      Role: 'role',
      Área: 'department',
    });
    expect(
      suggestMapping('TICKETS', [
        'ID externo',
        'Título',
        'Descripción',
        'Prioridad',
        'Estado',
        'Fecha de creación',
        'Cliente',
        'Email',
      ]),
    ).toEqual({
      'ID externo': 'externalRef',
      Título: 'title',
      Descripción: 'description',
      Prioridad: 'priority',
      Estado: 'status',
      'Fecha de creación': 'createdAt',
      Cliente: 'requesterName',
      Email: 'requesterEmail',
    });
  });

  it('names blank and repeated headers so each column can be mapped', () => {
    expect(columnNames(['Email', null, 'email', 'Nombre', null])).toEqual([
      'Email',
      'Columna B',
      'email (2)',
      'Nombre',
    ]);
  });

  it('refuses a mapping without the required fields, naming them', () => {
    expect(() => resolveMapping('USERS', ['Nombre', 'Rol'], { Nombre: 'name' })).toThrow(
      importMessages.errors.missingFields(['Email']),
    );
    expect(() => resolveMapping('CUSTOMERS', ['A', 'B'], { A: 'name', B: 'name' })).toThrow(
      importMessages.errors.fieldTwice('Razón social'),
    );
    expect(() => resolveMapping('CUSTOMERS', ['A'], { A: 'title' })).toThrow(
      importMessages.errors.fieldNotForEntity('title'),
    );
  });
});

describe('cell values', () => {
  it('reads Excel dates, serials, dd/mm/yyyy and ISO as Lima time', () => {
    const expected = '2025-03-07T15:04:00.000Z'; // 10:04 in Lima
    expect(parseLimaDate(new Date('2025-03-07T10:04:00Z'))?.toISOString()).toBe(expected);
    expect(parseLimaDate('07/03/2025 10:04')?.toISOString()).toBe(expected);
    expect(parseLimaDate('2025-03-07 10:04')?.toISOString()).toBe(expected);
    expect(parseLimaDate(45723 + 10 / 24 + 4 / 1440)?.toISOString()).toBe(expected);
    expect(parseLimaDate('31/02/2025')).toBeNull();
    expect(parseLimaDate('mañana')).toBeNull();
  });

  it('keeps long numbers whole and normalises RUCs and labels', () => {
    expect(cellText(20123456789)).toBe('20123456789');
    expect(normaliseRuc('20 123-456.789')).toBe('20123456789');
    expect(normaliseRuc('30123456789')).toBeNull();
    expect(matchLabel('en progreso', { EN_PROGRESO: 'En progreso' })).toBe('EN_PROGRESO');
    expect(matchLabel('Líder Técnico', { TECH_LEAD: 'Líder Técnico' })).toBe('TECH_LEAD');
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(27)).toBe('AB');
  });
});

describe('readSheetRows', () => {
  it('reads a CSV with a BOM and ";" separators, keeping empty rows for numbering', async () => {
    const csv =
      '\uFEFFRazón social;RUC;Teléfono\r\n"Pollería Ñañez; sede 2";20123456789;01 444-5555\r\n;;\r\nCafé Azul;;=1+1\r\n';
    const rows = await rowsOf(Buffer.from(csv, 'utf8'));
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4]);
    expect(rows[0]!.cells).toEqual(['Razón social', 'RUC', 'Teléfono']);
    expect(rows[1]!.cells).toEqual(['Pollería Ñañez; sede 2', '20123456789', '01 444-5555']);
    expect(rows[3]!.cells[2]).toBeInstanceOf(FormulaCell);
  });

  it('reads a Windows-1252 CSV as Excel in Spanish saves it', async () => {
    const rows = await rowsOf(Buffer.from('Razón social,Teléfono\nPollería Ñañez,999\n', 'latin1'));
    expect(rows[0]!.cells[0]).toBe('Razón social');
    expect(rows[1]!.cells[0]).toBe('Pollería Ñañez');
  });

  it('detects the delimiter from the header only, ignoring quoted ones', () => {
    expect(detectCsvDelimiter('"a;b",c,d')).toBe(',');
    expect(detectCsvDelimiter('a;b;c')).toBe(';');
    expect(detectCsvDelimiter('a\tb')).toBe('\t');
  });

  it('reads XLSX values, dates and formulas without evaluating them', async () => {
    const bytes = await xlsxBuffer([
      ['Nombre', 'Fecha', 'Total'],
      ['Ana', new Date(Date.UTC(2025, 2, 7, 10, 4)), { formula: 'SUM(1,2)' }],
    ]);
    const rows = await rowsOf(bytes);
    expect(rows[0]!.cells).toEqual(['Nombre', 'Fecha', 'Total']);
    expect(rows[1]!.cells[1]).toBeInstanceOf(Date);
    expect(rows[1]!.cells[2]).toBeInstanceOf(FormulaCell);
  });

  it('tells XLSX, CSV and other files apart by their bytes', () => {
    expect(detectSpreadsheetKind(Buffer.from('%PDF-1.7\n\u0000'))).toBeNull();
    expect(detectSpreadsheetKind(Buffer.from('Nombre,Email\n'))).toBe('csv');
    expect(detectSpreadsheetKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('row parsers', () => {
  it('reports each bad cell of a customer row in Spanish, with the row number', () => {
    const context = contextFor('CUSTOMERS', ['Razón social', 'RUC', 'Correo', 'Teléfono']);
    const parsed = parseCustomerRow(context, {
      number: 12,
      cells: [null, '123', 'x', new FormulaCell()],
    });
    expect(parsed.errors?.map((error) => error.message)).toEqual([
      importMessages.rows.required(12, 'Razón social'),
      importMessages.rows.ruc(12, '123'),
      importMessages.rows.email(12, 'x'),
      importMessages.rows.formula(12, 'D12'),
    ]);
    expect(importMessages.rows.email(12, 'x')).toBe('Fila 12: el email «x» no es válido');
    expect(importMessages.rows.formula(7, 'C7')).toMatch(
      /^Fila 7: la celda C7 contiene una fórmula/,
    );
  });

  it('knows departments by name without accents, and roles by label or code', () => {
    const context = contextFor('USERS', ['Nombre', 'Email', 'Rol', 'Departamento'], {
      facturacion: 'dep-1',
    });
    const ok = parseUserRow(context, {
      number: 2,
      cells: ['Ana', 'ANA@Example.pe ', 'técnico', 'FACTURACIÓN'],
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.errors ?? ok.record).toMatchObject({
      email: 'ana@example.pe',
      role: 'TECHNICIAN',
      departmentId: 'dep-1',
    });
    const bad = parseUserRow(context, {
      number: 40,
      cells: ['Ana', 'ana@example.pe', 'Jefe', 'Cocina'],
    });
    expect(bad.errors?.map((error) => error.message)).toEqual([
      importMessages.rows.role(40, 'Jefe'),
      'Fila 40: el departamento «Cocina» no existe',
    ]);
  });

  it('gives a ticket without "ID externo" a stable reference from its content', () => {
    const context = contextFor('TICKETS', ['Título', 'Cliente', 'Prioridad', 'Estado']);
    const row = { number: 2, cells: ['No imprime', 'Ana', 'urgente', 'Resuelto'] };
    const first = parseTicketRow(context, row);
    const again = parseTicketRow(context, { ...row, number: 9 });
    expect(first.errors).toBeUndefined();
    if (first.errors || again.errors) return;
    expect(first.record.externalRef).toMatch(/^sheet:[0-9a-f]{40}$/);
    expect(again.record.externalRef).toBe(first.record.externalRef);
    expect(first.record).toMatchObject({
      priority: 'URGENTE',
      status: 'RESUELTO',
      description: 'No imprime',
    });
    const noRequester = parseTicketRow(context, {
      number: 3,
      cells: ['No imprime', null, null, null],
    });
    expect(noRequester.errors?.[0]?.message).toBe(importMessages.rows.requesterMissing(3));
  });
});
