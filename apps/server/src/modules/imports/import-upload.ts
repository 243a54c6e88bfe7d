import type {} from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  IMPORT_FILE_FIELD,
  IMPORT_FILE_MAX_BYTES,
  importEntitySchema,
  importMessages,
  type ErrorCode,
  type ImportEntity,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { captureHead, fileStreamThrough, sanitizeFileName } from '../../platform/uploads';
import { detectSpreadsheetKind, type SpreadsheetKind } from './spreadsheet-reader';
import { countUnpackedBytes, inspectZipDirectory, tailTap } from './zip-directory';

export type StoredImportFile = {
  entity: ImportEntity;
  fileName: string;
  key: string;
  sizeBytes: number;
  sha256: string;
  kind: SpreadsheetKind;
  head: Buffer;
};

const text = importMessages.errors;

function refusal(code: ErrorCode, field: string, message: string): AppError {
  return new AppError(code, [{ field, message }], { message });
}

function sha256Tap(): { transform: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, digest: () => hash.digest('hex') };
}

/**
 * docs/imports.md: an XLSX whose table of contents announces a decompression bomb is refused,
 * and so is one that unpacks to more than that table declares.
 */
async function checkArchive(
  storage: FileStorage,
  written: { key: string; sizeBytes: number },
  tail: Buffer,
  fileName: string,
): Promise<void> {
  let verdict = inspectZipDirectory(tail, written.sizeBytes);
  if (verdict.ok) verdict = await countUnpackedBytes(storage.read(written.key));
  if (verdict.ok) return;
  if (verdict.reason === 'too-large')
    throw refusal('PAYLOAD_TOO_LARGE', IMPORT_FILE_FIELD, text.unpacksTooLarge(fileName));
  throw refusal('VALIDATION_FAILED', IMPORT_FILE_FIELD, text.corrupt(fileName));
}

/**
 * POST /api/imports's body: `entity` and one file, streamed to the `imports` file store with the 50 MB cap
 * and checked by content (docs/conventions.md#security). Any refusal removes what was written
 * (docs/conventions.md#reliability).
 */
export async function readImportUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<StoredImportFile> {
  if (!request.isMultipart())
    throw refusal('VALIDATION_FAILED', IMPORT_FILE_FIELD, text.fileRequired);
  let written: { key: string; sizeBytes: number } | undefined;
  let entityValue: string | undefined;
  let fileName = '';
  let head: Buffer = Buffer.alloc(0);
  let sha256 = '';
  let tail: Buffer = Buffer.alloc(0);
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'entity') entityValue = String(part.value);
        continue;
      }
      if (part.fieldname !== IMPORT_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      fileName = sanitizeFileName(part.filename || 'archivo');
      const capture = captureHead();
      const tap = sha256Tap();
      const ending = tailTap();
      try {
        written = await storage.write(
          fileStreamThrough(part.file, capture.transform, tap.transform, ending.transform),
        );
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
          throw refusal('PAYLOAD_TOO_LARGE', IMPORT_FILE_FIELD, text.fileTooLarge(fileName));
        throw error;
      }
      if (part.file.truncated)
        throw refusal('PAYLOAD_TOO_LARGE', IMPORT_FILE_FIELD, text.fileTooLarge(fileName));
      head = capture.head();
      sha256 = tap.digest();
      tail = ending.tail();
    }
    const entity = importEntitySchema.safeParse(entityValue);
    if (!entity.success) throw refusal('VALIDATION_FAILED', 'entity', text.entityRequired);
    if (!written || written.sizeBytes === 0)
      throw refusal('VALIDATION_FAILED', IMPORT_FILE_FIELD, text.fileRequired);
    const kind = detectSpreadsheetKind(head);
    if (!kind) throw refusal('UNSUPPORTED_MEDIA_TYPE', IMPORT_FILE_FIELD, text.wrongType(fileName));
    if (kind === 'xlsx') await checkArchive(storage, written, tail, fileName);
    return {
      entity: entity.data,
      fileName,
      key: written.key,
      sizeBytes: written.sizeBytes,
      sha256,
      kind,
      head,
    };
  } catch (error) {
    if (written) await storage.remove(written.key);
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw refusal('VALIDATION_FAILED', IMPORT_FILE_FIELD, text.oneFile);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refusal('PAYLOAD_TOO_LARGE', IMPORT_FILE_FIELD, text.fileTooLarge(fileName));
    throw error;
  }
}
