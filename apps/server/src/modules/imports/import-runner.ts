import {
  IMPORT_BATCH_SIZE,
  importMessages,
  type ImportEntity,
  type ImportMapping,
  type ImportRowError,
} from '@atiende/contracts';
import type { Readable } from 'node:stream';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { customersImporter } from './customers-import.repository';
import { cellText } from './cell-values';
import { columnNames, resolveMapping } from './import-fields';
import type { BatchOutcome, EntityImporter, ImportActor } from './importer';
import { findDepartmentNames } from './imports.repository';
import type { ParseContext } from './row-parsers';
import { SeenKeys } from './seen-keys';
import {
  FormulaCell,
  isEmptyRow,
  readSheetRows,
  type CellValue,
  type SheetRow,
  type SpreadsheetKind,
} from './spreadsheet-reader';
import { createTicketsImporter } from './tickets-import.repository';
import { createUsersImporter } from './users-import.repository';

/**
 * The one pass over a file that both the dry run and the import make: rows are read one at a
 * time, parsed, de-duplicated and resolved 500 at a time; the import writes each batch in one
 * transaction with the job's progress (docs/imports.md).
 */

export type ImportFile = { kind: SpreadsheetKind; head: Buffer; open: () => Readable };

export type RunCounts = {
  totalRows: number;
  createdRows: number;
  updatedRows: number;
  skippedRows: number;
  failedRows: number;
  errorCount: number;
};

export type RunOptions = {
  db: Db;
  entity: ImportEntity;
  file: ImportFile;
  mapping: ImportMapping;
  onError: (error: ImportRowError) => void;
  onBatchFailed?: (error: unknown) => void;
  /** Given: the batches are written. Absent: a dry run. */
  write?: {
    actor: ImportActor;
    /** Runs inside each batch's transaction, with the counts once the batch commits. */
    onBatch: (tx: Tx, counts: RunCounts) => Promise<void>;
    shouldStop: () => boolean;
    /** Where committed changes to other modules' rows are announced (`user.updated`). */
    events: EventBus;
  };
};

export class ImportStopped extends Error {}

function importerFor(entity: ImportEntity, events?: EventBus): EntityImporter<{ row: number }> {
  if (entity === 'CUSTOMERS') return customersImporter as EntityImporter<{ row: number }>;
  if (entity === 'USERS') return createUsersImporter(events) as EntityImporter<{ row: number }>;
  return createTicketsImporter() as EntityImporter<{ row: number }>;
}

function badFile(message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field: 'file', message }], { message });
}

/** A header names columns: no numbers, dates, e-mails or formulas, and not all blank. */
function looksLikeHeader(cells: readonly CellValue[]): boolean {
  const texts = cells.filter((cell) => cell !== null);
  return (
    texts.length > 0 &&
    texts.every(
      (cell) => typeof cell === 'string' && !/@/.test(cell) && !/^\s*[\d\s.,/:+-]+\s*$/.test(cell),
    )
  );
}

function previewText(cell: CellValue | undefined): string {
  if (cell instanceof FormulaCell) return '(fórmula)';
  return cellText(cell) ?? '';
}

/** The header (the first non-empty row) and the rows under it. */
export async function* headerAndRows(file: ImportFile) {
  const rows = readSheetRows(file.kind, file.open, file.head);
  let header: string[] | null = null;
  let sawAny = false;
  for await (const row of rows) {
    if (header === null) {
      if (isEmptyRow(row.cells)) continue;
      sawAny = true;
      header = columnNames(row.cells);
      if (!looksLikeHeader(row.cells)) throw badFile(importMessages.errors.noHeader);
      yield { header, row: null };
      continue;
    }
    yield { header, row };
  }
  if (!sawAny) throw badFile(importMessages.errors.emptySheet);
}

/** The columns and the first rows as text, for the upload's answer. */
export async function readPreview(file: ImportFile, limit: number) {
  let columns: string[] = [];
  const preview: string[][] = [];
  for await (const { header, row } of headerAndRows(file)) {
    columns = header;
    if (!row || isEmptyRow(row.cells)) continue;
    preview.push(columns.map((_, index) => previewText(row.cells[index])));
    if (preview.length >= limit) break;
  }
  if (preview.length === 0) throw badFile(importMessages.errors.noDataRows);
  return { columns, rows: preview };
}

function emptyCounts(): RunCounts {
  return {
    totalRows: 0,
    createdRows: 0,
    updatedRows: 0,
    skippedRows: 0,
    failedRows: 0,
    errorCount: 0,
  };
}

function tally(counts: RunCounts, report: (error: ImportRowError) => void, outcome: BatchOutcome) {
  counts.createdRows += outcome.created;
  counts.updatedRows += outcome.updated;
  counts.skippedRows += outcome.skipped;
  counts.failedRows += outcome.errors.length;
  outcome.errors.forEach(report);
}

type RowState = {
  importer: EntityImporter<{ row: number }>;
  seen: SeenKeys;
  counts: RunCounts;
  report: (error: ImportRowError) => void;
  /** The batch being filled: the row's record is pushed onto it. */
  batch: Array<{ row: number }>;
};

function handleRow(state: RowState, row: SheetRow, parseContext: ParseContext) {
  const { importer, seen, counts, report, batch } = state;
  const parsed = importer.parse(parseContext, row);
  if (parsed.errors) {
    counts.failedRows += 1;
    parsed.errors.forEach(report);
    return;
  }
  const keys = importer.keys(parsed.record);
  let firstRow: number | undefined;
  for (const key of keys) {
    firstRow = seen.firstRow(key);
    if (firstRow !== undefined) break;
  }
  if (firstRow !== undefined) {
    counts.failedRows += 1;
    report({
      row: row.number,
      column: null,
      value: null,
      message: importMessages.rows.duplicateInFile(row.number, firstRow),
    });
    return;
  }
  for (const key of keys) seen.add(key, row.number);
  batch.push(parsed.record);
}

export async function runImport(options: RunOptions): Promise<RunCounts> {
  const { db, entity, write } = options;
  const importer = importerFor(entity, write?.events);
  const departments = await findDepartmentNames(db);
  const counts = emptyCounts();
  const report = (error: ImportRowError) => {
    counts.errorCount += 1;
    options.onError(error);
  };
  // Keys seen in this file: a row that repeats an earlier one is reported, not imported twice.
  const seen = new SeenKeys();
  let context: ParseContext | null = null;
  let batch: Array<{ row: number }> = [];
  let failedBatchesInARow = 0;

  const flush = async () => {
    const records = batch;
    batch = [];
    if (records.length === 0 && !write) return;
    if (!write) {
      const outcome = await importer.plan(db, records);
      tally(counts, report, outcome);
      return;
    }
    if (write.shouldStop()) throw new ImportStopped();
    const before = { ...counts };
    try {
      await db.transaction(async (tx) => {
        if (records.length > 0) {
          tally(counts, report, await importer.write(tx, records, write.actor));
        }
        await write.onBatch(tx, counts);
      });
      importer.afterCommit?.();
      failedBatchesInARow = 0;
    } catch (error) {
      importer.afterRollback?.();
      Object.assign(counts, before);
      // A batch is all or nothing: its rows are reported and the import goes on, unless the
      // database itself is failing (three batches in a row), which fails the job.
      failedBatchesInARow += 1;
      if (failedBatchesInARow >= 3 || records.length === 0) throw error;
      counts.failedRows += records.length;
      report({
        row: records[0]!.row,
        column: null,
        value: null,
        message: importMessages.rows.batchFailed(records[0]!.row),
      });
      options.onBatchFailed?.(error);
    }
  };

  for await (const { header, row } of headerAndRows(options.file)) {
    if (!context) {
      context = {
        entity,
        columns: header,
        positions: resolveMapping(entity, header, options.mapping),
        departmentIds: departments,
      };
    }
    if (!row || isEmptyRow(row.cells)) continue;
    counts.totalRows += 1;
    handleRow({ importer, seen, counts, report, batch }, row, context);
    if (batch.length >= IMPORT_BATCH_SIZE) await flush();
  }
  await flush();
  return counts;
}
