import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/**
 * Reads the first sheet of an XLSX file or a CSV file one row at a time: memory stays the
 * size of a row (plus XLSX's shared strings), whatever the number of rows (docs/imports.md).
 */

export type SpreadsheetKind = 'xlsx' | 'csv';

/** A cell holding a formula: imports never evaluate one (docs/imports.md). */
export class FormulaCell {
  readonly isFormula = true;
}

export type CellValue = string | number | boolean | Date | FormulaCell | null;

export type SheetRow = {
  /** The row number a spreadsheet shows: the header is row 1. */
  number: number;
  cells: CellValue[];
};

/** Raised for a file that cannot be read at all; the caller turns it into a Spanish 400. */
export class UnreadableFileError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'csv',
    readonly row?: number,
    options?: { cause?: unknown },
  ) {
    super(`unreadable ${reason} file`, options);
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isUtf8(bytes: Buffer): boolean {
  try {
    // `stream` lets a character cut at the end of the sample pass: the rest is not read yet.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind by content, never by name (DESIGN §7): a ZIP holding a workbook is XLSX; text
 * without NUL bytes is CSV; anything else (PDF, images, old .xls) is refused.
 */
export function detectSpreadsheetKind(head: Buffer): SpreadsheetKind | null {
  if (head.length >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) {
    return head.includes('[Content_Types].xml') || head.includes('xl/') ? 'xlsx' : null;
  }
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

/** Excel in Spanish saves "CSV (delimitado por comas)" in Windows-1252 and with `;`. */
export function detectCsvEncoding(head: Buffer): 'utf-8' | 'windows-1252' {
  return isUtf8(head) ? 'utf-8' : 'windows-1252';
}

export function detectCsvDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let inQuotes = false;
  for (const character of firstLine) {
    if (character === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

function decoderStream(encoding: 'utf-8' | 'windows-1252'): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, decoder.decode(chunk, { stream: true }));
    },
    flush(callback) {
      callback(null, decoder.decode());
    },
  });
}

/** The first line with something on it: the header decides the delimiter. */
function firstLineOf(head: Buffer, encoding: 'utf-8' | 'windows-1252'): string {
  const text = new TextDecoder(encoding).decode(head).replace(/^\uFEFF/, '');
  return text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
}

async function* readCsv(open: () => Readable, head: Buffer): AsyncGenerator<SheetRow> {
  const encoding = detectCsvEncoding(head);
  const source = open();
  const parser = parse({
    bom: true,
    delimiter: detectCsvDelimiter(firstLineOf(head, encoding)),
    relax_column_count: true,
    skip_empty_lines: false,
    trim: false,
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(decoderStream(encoding)).pipe(parser);
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number += 1;
      // Spreadsheets write nothing but text in a CSV; "=…" is what a formula looks like there.
      yield {
        number,
        cells: record.map((text) =>
          text === '' ? null : /^\s*=/.test(text) ? new FormulaCell() : text,
        ),
      };
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_'))
      throw new UnreadableFileError('csv', number + 1, { cause: error });
    throw error;
  } finally {
    source.destroy();
  }
}

type ExcelValue = ExcelJS.CellValue | undefined;

function excelCell(value: ExcelValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return new FormulaCell();
    if ('richText' in value) return value.richText.map((part) => part.text).join('') || null;
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return null;
}

async function* readXlsx(open: () => Readable): AsyncGenerator<SheetRow> {
  const source = open();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    // Styles tell dates from numbers; they are small.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      // Only the first sheet is read; the others are drained by the reader.
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelValue[];
        yield { number: row.number, cells: values.slice(1).map(excelCell) };
      }
      break;
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('corrupt', undefined, { cause: error });
  } finally {
    source.destroy();
  }
}

/**
 * Yields every row of the sheet in order, including empty ones (the caller skips them, so
 * row numbers match what the spreadsheet shows). `open` is called once per read.
 */
export function readSheetRows(
  kind: SpreadsheetKind,
  open: () => Readable,
  head: Buffer,
): AsyncGenerator<SheetRow> {
  return kind === 'csv' ? readCsv(open, head) : readXlsx(open);
}

export function isEmptyRow(cells: readonly CellValue[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** "A", "B", … "Z", "AA": the letters of a column index (0-based). */
export function columnLetter(index: number): string {
  let letters = '';
  let rest = index + 1;
  while (rest > 0) {
    const remainder = (rest - 1) % 26;
    letters = String.fromCharCode(65 + remainder) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}
