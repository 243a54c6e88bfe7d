import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { importMessages, type ImportRowError } from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import type { ImportFile } from './import-runner';
import { detectSpreadsheetKind, UnreadableFileError } from './spreadsheet-reader';

/** The stored upload and the error report of a job, both in the `imports` file store. */

const HEAD_BYTES = 65_536;

async function readHead(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = storage.read(key);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}

/** Opens a stored upload again; 409-free: a missing file is the job's own problem (fileGone). */
export async function openImportFile(storage: FileStorage, key: string): Promise<ImportFile> {
  if (!(await storage.exists(key))) {
    throw new AppError('NOT_FOUND', undefined, { message: importMessages.errors.fileGone });
  }
  const head = await readHead(storage, key);
  const kind = detectSpreadsheetKind(head);
  if (!kind) throw new UnreadableFileError('corrupt');
  return { kind, head, open: () => storage.read(key) };
}

/** The Spanish 400 for a file that cannot be read at all. */
export function unreadableFileError(error: UnreadableFileError, fileName: string): AppError {
  const message =
    error.reason === 'csv'
      ? importMessages.errors.unreadableCsv(error.row ?? 1)
      : importMessages.errors.corrupt(fileName);
  return new AppError('VALIDATION_FAILED', [{ field: 'file', message }], { message });
}

/**
 * Row errors written one JSON line at a time while a pass runs, so a file where every one of
 * 100,000 rows fails costs disk, not memory. `close` answers the key, or null when none.
 */
export function createErrorSink(storage: FileStorage) {
  const stream = new PassThrough();
  const written = storage.write(stream);
  let count = 0;
  return {
    write(error: ImportRowError) {
      count += 1;
      stream.write(`${JSON.stringify(error)}\n`);
    },
    async close(): Promise<string | null> {
      stream.end();
      const { key } = await written;
      if (count > 0) return key;
      await storage.remove(key);
      return null;
    },
    async discard(): Promise<void> {
      stream.end();
      const { key } = await written;
      await storage.remove(key);
    },
  };
}

export async function* readErrorReport(
  storage: FileStorage,
  key: string | null,
): AsyncGenerator<ImportRowError> {
  if (!key || !(await storage.exists(key))) return;
  const lines = createInterface({ input: storage.read(key), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line) yield JSON.parse(line) as ImportRowError;
  }
}
