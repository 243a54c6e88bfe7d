import type { ImportRowError } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import type { ParseContext, ParsedRow } from './row-parsers';
import type { SheetRow } from './spreadsheet-reader';

/** What a batch did (or, in a dry run, would do). */
export type BatchOutcome = {
  created: number;
  updated: number;
  skipped: number;
  /** Rows refused by a database check (a RUC taken by another company…). */
  errors: ImportRowError[];
};

/** Who runs the import: new rows are attributed to them. */
export type ImportActor = {
  actorId: string | null;
  /** Argon2 hash of a random secret nobody knows: new accounts sign in only after a reset. */
  unusablePasswordHash: string;
};

/**
 * One entity's import: parse a row, name the keys that make two rows the same record, and
 * resolve a batch against the database — read-only for the dry run, inside the batch's
 * transaction for the real run.
 */
export type EntityImporter<T extends { row: number }> = {
  parse(context: ParseContext, row: SheetRow): ParsedRow<T>;
  keys(record: T): string[];
  plan(executor: Executor, records: T[]): Promise<BatchOutcome>;
  write(tx: Tx, records: T[], actor: ImportActor): Promise<BatchOutcome>;
  /** Called after a batch's transaction commits (caches that must not see rolled-back rows). */
  afterCommit?(): void;
  afterRollback?(): void;
};

/**
 * `column = ANY(jsonList(values))`: a batch's keys as one JSON parameter. Through Drizzle's
 * `inArray`, 500 keys are 500 bound parameters, ~0.6 KB of garbage each to build and send
 * (docs/performance.md "Spreadsheet import"); the index on the column is used the same way.
 */
export function jsonList(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}

export const emptyOutcome = (): BatchOutcome => ({
  created: 0,
  updated: 0,
  skipped: 0,
  errors: [],
});

/** A small cache that forgets everything when full: bounded memory for 100,000 rows. */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly pending = new Map<string, V>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string): V | undefined {
    return this.pending.get(key) ?? this.entries.get(key);
  }

  /** Kept aside until `commit`: a rolled-back batch must not leave ids of rows that never were. */
  setPending(key: string, value: V): void {
    this.pending.set(key, value);
  }

  commit(): void {
    if (this.entries.size + this.pending.size > this.maxEntries) this.entries.clear();
    for (const [key, value] of this.pending) this.entries.set(key, value);
    this.pending.clear();
  }

  rollback(): void {
    this.pending.clear();
  }
}
