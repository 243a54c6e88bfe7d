import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

/**
 * Reads the first sheet of an XLSX file or a CSV file one row at a time: memory stays the
 * size of a row (plus XLSX's shared strings, kept compactly), whatever the number of rows
 * (docs/imports.md).
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
 * The kind by content, never by name (docs/conventions.md#security): a ZIP holding a workbook is
 * XLSX; text without NUL bytes is CSV; anything else (PDF, images, old .xls) is refused.
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

/**
 * Hands csv-parse at most 16 KB of text at a time. It parses a whole chunk at once, so a 64 KB
 * file-stream chunk would put ~600 parsed rows in its queue ahead of the batch being written,
 * and those rows, alive across the batch's transaction, would be promoted to V8's old
 * generation and become old garbage (docs/performance.md "Spreadsheet import").
 */
const PARSE_PIECE_BYTES = 16_384;

function decoderStream(encoding: 'utf-8' | 'windows-1252'): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      for (let start = 0; start < chunk.length; start += PARSE_PIECE_BYTES) {
        const text = decoder.decode(chunk.subarray(start, start + PARSE_PIECE_BYTES), {
          stream: true,
        });
        if (text !== '') this.push(text);
      }
      callback();
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
      // The parser's array is ours: its cells are replaced in place (one array less per row).
      const cells = record as CellValue[];
      for (let index = 0; index < record.length; index += 1) {
        const text = record[index]!;
        cells[index] = text === '' ? null : /^\s*=/.test(text) ? new FormulaCell() : text;
      }
      yield { number, cells };
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_'))
      throw new UnreadableFileError('csv', number + 1, { cause: error });
    throw error;
  } finally {
    source.destroy();
  }
}

type ExcelValue = ExcelJS.CellValue | { sharedString: number } | undefined;

/**
 * The workbook's shared-strings table (nearly every text cell of a sheet lives there: 500,000
 * entries for 100,000 rows of six text columns). ExcelJS's `sharedStrings: 'cache'` keeps them
 * as JavaScript strings, ~25 MB of live heap at that size; here they are UTF-8 in 1 MB buffers
 * (filled one after the other, never copied) with a start and a length per entry, ~14 MB off
 * the heap, and a cell's text is decoded when its row is read.
 */
export class SharedStrings {
  private static readonly CHUNK_BYTES = 1_048_576;
  private readonly chunks: Buffer[] = [];
  private used = 0;
  /** Per entry: its chunk, its offset in the chunk and its length in bytes. */
  private chunkOf = new Uint32Array(4_096);
  private startOf = new Uint32Array(4_096);
  private lengthOf = new Uint32Array(4_096);
  private size = 0;

  get count(): number {
    return this.size;
  }

  push(text: string): void {
    if (this.size === this.startOf.length) this.growIndex();
    let chunk = this.chunks.at(-1);
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (!chunk || this.used + text.length * 3 > chunk.length) {
      chunk = Buffer.allocUnsafeSlow(Math.max(SharedStrings.CHUNK_BYTES, text.length * 3));
      this.chunks.push(chunk);
      this.used = 0;
    }
    const length = chunk.write(text, this.used);
    this.chunkOf[this.size] = this.chunks.length - 1;
    this.startOf[this.size] = this.used;
    this.lengthOf[this.size] = length;
    this.used += length;
    this.size += 1;
  }

  /** The text of entry `index`; null when empty or absent. */
  get(index: number): string | null {
    if (!(index >= 0 && index < this.size) || this.lengthOf[index] === 0) return null;
    const start = this.startOf[index]!;
    return this.chunks[this.chunkOf[index]!]!.toString(
      'utf8',
      start,
      start + this.lengthOf[index]!,
    );
  }

  private growIndex(): void {
    const grow = (from: Uint32Array) => {
      const bigger = new Uint32Array(from.length * 2);
      bigger.set(from);
      return bigger;
    };
    this.chunkOf = grow(this.chunkOf);
    this.startOf = grow(this.startOf);
    this.lengthOf = grow(this.lengthOf);
  }
}

type RichText = { richText: Array<{ text?: string | null }> };

function richTextOf(value: RichText): string {
  return value.richText.map((part) => part.text ?? '').join('');
}

function excelCell(value: ExcelValue, strings: SharedStrings): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (typeof value === 'object') {
    if ('sharedString' in value && typeof value.sharedString === 'number')
      return strings.get(value.sharedString);
    if ('formula' in value || 'sharedFormula' in value) return new FormulaCell();
    if ('richText' in value) return richTextOf(value) || null;
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return null;
}

/** What `WorkbookReader#parse` yields; ExcelJS 4.4 yields shared strings bare, without eventType. */
type WorkbookEvent =
  | { eventType?: undefined; index: number; text: string | RichText | null }
  | { eventType: 'worksheet'; value: AsyncIterable<ExcelJS.Row> }
  | { eventType: 'hyperlinks'; value: unknown };

async function* readXlsx(open: () => Readable): AsyncGenerator<SheetRow> {
  // exceljs is large: loaded by the first XLSX import, not at start-up (docs/performance.md).
  const { default: excel } = await import('exceljs');
  const source = open();
  const workbook = new excel.stream.xlsx.WorkbookReader(source, {
    // Emitted one by one and kept compactly (SharedStrings): cells then carry their index.
    sharedStrings: 'emit',
    // Styles tell dates from numbers; they are small.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const strings = new SharedStrings();
  const events = (workbook.parse() as unknown as AsyncIterable<WorkbookEvent>)[
    Symbol.asyncIterator
  ]();
  // ExcelJS parks sheets in temporary files and removes each one only when its generator is
  // resumed after the sheet: the events are always read to their end, in the background when
  // the caller stops early (a preview reads ten rows).
  let sheetRows: AsyncIterator<ExcelJS.Row> | null = null;
  let isFinished = false;
  try {
    let hasReadSheet = false;
    // With 'emit', ExcelJS reads the whole archive first (sheets wait in temporary files), so
    // every shared string has arrived before the first row.
    for (let next = await events.next(); !next.done; next = await events.next()) {
      const event = next.value;
      if (event.eventType === undefined) {
        const { text } = event;
        strings.push(typeof text === 'string' ? text : text ? richTextOf(text) : '');
        continue;
      }
      if (event.eventType !== 'worksheet') continue;
      const rows = event.value[Symbol.asyncIterator]();
      // Only the first sheet is read; the others are passed over.
      if (hasReadSheet) {
        await drainRows(rows);
        continue;
      }
      sheetRows = rows;
      for (let row = await rows.next(); !row.done; row = await rows.next()) {
        const values = row.value.values as ExcelValue[];
        const cells: CellValue[] = [];
        for (let index = 1; index < values.length; index += 1)
          cells.push(excelCell(values[index], strings));
        yield { number: row.value.number, cells };
      }
      sheetRows = null;
      hasReadSheet = true;
    }
    isFinished = true;
  } catch (error) {
    isFinished = true;
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('corrupt', undefined, { cause: error });
  } finally {
    if (isFinished) {
      source.destroy();
    } else {
      const unread = sheetRows;
      void (async () => {
        if (unread) await drainRows(unread);
        await drainRows(events, (event) =>
          (event as WorkbookEvent).eventType === 'worksheet'
            ? drainRows((event as { value: AsyncIterable<unknown> }).value[Symbol.asyncIterator]())
            : undefined,
        );
      })().finally(() => source.destroy());
    }
  }
}

async function drainRows(
  items: AsyncIterator<unknown>,
  each?: (item: unknown) => Promise<void> | undefined,
): Promise<void> {
  try {
    for (let next = await items.next(); !next.done; next = await items.next()) {
      await each?.(next.value);
    }
  } catch {
    // Only cleanup: a failure here leaves the temporary file to the process's exit.
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
