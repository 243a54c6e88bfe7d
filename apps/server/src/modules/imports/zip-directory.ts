import { Transform, type Readable } from 'node:stream';
import {
  IMPORT_XLSX_MAX_COMPRESSION_RATIO,
  IMPORT_XLSX_MAX_ENTRIES,
  IMPORT_XLSX_MAX_UNPACKED_BYTES,
} from '@atiende/contracts';
import unzipper from 'unzipper';

/**
 * An XLSX is a ZIP archive; a small one can unpack to hundreds of megabytes (a decompression
 * bomb) and ExcelJS would unpack all of it. Before anything reads the workbook, the upload's
 * central directory (the archive's table of contents, at its end) is checked against the limits
 * of docs/imports.md: total unpacked size, number of entries, and each entry's compression ratio.
 *
 * The directory is read from the last bytes of the upload, kept while it streams to storage
 * (`tailTap`), so the file is not read a second time.
 */

/** Enough for the directory of any workbook within IMPORT_XLSX_MAX_ENTRIES (~150 bytes each). */
export const ZIP_TAIL_BYTES = 1_048_576;
/** Entries this small are never judged by their ratio: an empty sheet compresses a lot. */
const RATIO_FLOOR_BYTES = 1_048_576;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const MAX_32 = 0xffffffff;

export type ZipVerdict =
  | { ok: true; entries: number; unpackedBytes: number }
  | { ok: false; reason: 'corrupt' | 'too-large' };

/** Keeps the last `maxBytes` of what flows through it. */
export function tailTap(maxBytes = ZIP_TAIL_BYTES): { transform: Transform; tail: () => Buffer } {
  let chunks: Buffer[] = [];
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      size += chunk.length;
      while (chunks.length > 1 && size - chunks[0]!.length >= maxBytes) {
        size -= chunks.shift()!.length;
      }
      callback(null, chunk);
    },
  });
  return {
    transform,
    tail: () => {
      const joined = Buffer.concat(chunks);
      chunks = [joined];
      return joined.subarray(Math.max(0, joined.length - maxBytes));
    },
  };
}

function findEndOfDirectory(tail: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, tail.length - 22 - 65_535);
  for (let at = tail.length - 22; at >= lowest; at -= 1) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

type Directory = { entries: number; size: number; offset: number };

function readDirectoryLocation(tail: Buffer, fileSize: number, endAt: number): Directory | null {
  const directory = {
    entries: tail.readUInt16LE(endAt + 10),
    size: tail.readUInt32LE(endAt + 12),
    offset: tail.readUInt32LE(endAt + 16),
  };
  const locatorAt = endAt - 20;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_END_LOCATOR) return directory;
  // ZIP64: the real counts are in another record, whose file offset the locator gives.
  const recordAt = tail.length - (fileSize - Number(tail.readBigUInt64LE(locatorAt + 8)));
  if (recordAt < 0 || recordAt + 56 > tail.length) return null;
  if (tail.readUInt32LE(recordAt) !== ZIP64_END_OF_DIRECTORY) return null;
  return {
    entries: Number(tail.readBigUInt64LE(recordAt + 32)),
    size: Number(tail.readBigUInt64LE(recordAt + 40)),
    offset: Number(tail.readBigUInt64LE(recordAt + 48)),
  };
}

/** An entry's sizes, from its ZIP64 extra field when the 32-bit ones are saturated. */
function entrySizes(tail: Buffer, at: number, end: number) {
  let unpacked = tail.readUInt32LE(at + 24);
  let packed = tail.readUInt32LE(at + 20);
  const nameLength = tail.readUInt16LE(at + 28);
  const extraLength = tail.readUInt16LE(at + 30);
  if (unpacked === MAX_32 || packed === MAX_32) {
    let field = at + 46 + nameLength;
    const fieldsEnd = Math.min(field + extraLength, end);
    while (field + 4 <= fieldsEnd) {
      const id = tail.readUInt16LE(field);
      const length = tail.readUInt16LE(field + 2);
      if (id === ZIP64_EXTRA_FIELD) {
        let value = field + 4;
        if (unpacked === MAX_32 && value + 8 <= fieldsEnd) {
          unpacked = Number(tail.readBigUInt64LE(value));
          value += 8;
        }
        if (packed === MAX_32 && value + 8 <= fieldsEnd)
          packed = Number(tail.readBigUInt64LE(value));
        break;
      }
      field += 4 + length;
    }
  }
  const next = at + 46 + nameLength + extraLength + tail.readUInt16LE(at + 32);
  return { unpacked, packed, next };
}

/**
 * Judges an archive by its central directory: `tail` is the archive's last bytes (all of it when
 * smaller), `fileSize` its full size.
 */
export function inspectZipDirectory(tail: Buffer, fileSize: number): ZipVerdict {
  const endAt = findEndOfDirectory(tail);
  if (endAt < 0) return { ok: false, reason: 'corrupt' };
  const directory = readDirectoryLocation(tail, fileSize, endAt);
  if (!directory) return { ok: false, reason: 'corrupt' };
  if (directory.entries > IMPORT_XLSX_MAX_ENTRIES) return { ok: false, reason: 'too-large' };
  const start = tail.length - (fileSize - directory.offset);
  const end = start + directory.size;
  // A directory that does not fit in the tail belongs to an archive of far too many entries.
  if (start < 0) return { ok: false, reason: 'too-large' };
  if (end > tail.length) return { ok: false, reason: 'corrupt' };
  let unpackedBytes = 0;
  let at = start;
  for (let index = 0; index < directory.entries; index += 1) {
    if (at + 46 > end || tail.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      return { ok: false, reason: 'corrupt' };
    }
    const { unpacked, packed, next } = entrySizes(tail, at, end);
    unpackedBytes += unpacked;
    if (unpackedBytes > IMPORT_XLSX_MAX_UNPACKED_BYTES) return { ok: false, reason: 'too-large' };
    const isAbsurd =
      unpacked > RATIO_FLOOR_BYTES && unpacked > packed * IMPORT_XLSX_MAX_COMPRESSION_RATIO;
    if (isAbsurd) return { ok: false, reason: 'too-large' };
    at = next;
  }
  return { ok: true, entries: directory.entries, unpackedBytes };
}

/**
 * The directory only declares sizes, and ExcelJS does not read it: its streaming parser
 * (unzipper's `Parse`) walks the entries one after the other and unpacks what they hold. So once
 * the directory passes, the same parser runs over the upload and counts what it really unpacks,
 * stopping as soon as the limits are passed: an archive forged to declare small sizes costs at
 * most IMPORT_XLSX_MAX_UNPACKED_BYTES of unpacking, streamed and dropped, never kept.
 */
export async function countUnpackedBytes(source: Readable): Promise<ZipVerdict> {
  const entries = source.pipe(unzipper.Parse({ forceStream: true }));
  source.on('error', (error) => entries.destroy(error));
  let count = 0;
  let unpackedBytes = 0;
  try {
    for await (const entry of entries as AsyncIterable<unzipper.Entry>) {
      count += 1;
      if (count > IMPORT_XLSX_MAX_ENTRIES) return { ok: false, reason: 'too-large' };
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        unpackedBytes += chunk.length;
        if (unpackedBytes > IMPORT_XLSX_MAX_UNPACKED_BYTES) {
          entry.destroy();
          return { ok: false, reason: 'too-large' };
        }
      }
    }
    return { ok: true, entries: count, unpackedBytes };
  } catch {
    return { ok: false, reason: 'corrupt' };
  } finally {
    source.destroy();
    entries.destroy();
  }
}
