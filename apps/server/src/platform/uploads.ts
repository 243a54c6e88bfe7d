import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import path from 'node:path';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_REQUEST_MAX,
  REQUEST_UPLOAD_MAX_BYTES,
  ticketMessages,
  type ErrorCode,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors';
import { nulCharacterError } from './input-guard';
import type { FileStorage } from './storage';

export type StoredUpload = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
};
export type MultipartResult = { fields: Record<string, string[]>; files: StoredUpload[] };

const HEAD_BYTES = 65_536;
const FIELD_MAX_BYTES = 65_536;
type AllowedExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/**
 * Invisible characters that can make a name read as something else (docs/conventions.md#security
 * "Files"): Unicode format characters (category Cf: the bidirectional controls U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069 and U+061C, zero-width spaces, word joiners, the BOM, the soft
 * hyphen, tags) and the Hangul fillers that render as blanks. The zero-width joiner and non-joiner
 * stay: scripts and emoji need them and they cannot reorder text.
 */
const INVISIBLE_CHARACTERS = /(?![\u200c\u200d])[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/** Keeps a name a person recognises while making it safe anywhere: no paths, no controls. */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what we strip
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(/^\.+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = path.extname(cleaned).slice(0, 10);
  const stem = cleaned.slice(0, cleaned.length - extension.length).slice(0, 150);
  return stem ? `${stem}${extension}` : `archivo${extension}`;
}

/**
 * Text without NUL bytes that is valid UTF-8. The head may end inside a character (it is the
 * first HEAD_BYTES of a longer file): `stream` leaves an incomplete last character pending
 * instead of failing, while any invalid byte anywhere in the sample still fails.
 */
export function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * docs/conventions.md#security: the type is checked by content, not only by name. The extension
 * must be one of the documented types and the bytes must be of that kind; returns the Content-Type
 * to store.
 */
export async function detectAllowedType(fileName: string, head: Buffer): Promise<string | null> {
  const extension = path.extname(fileName).slice(1).toLowerCase() as AllowedExtension;
  if (!ATTACHMENT_EXTENSIONS.includes(extension)) return null;
  if (extension === 'txt') return isUtf8Text(head) ? 'text/plain; charset=utf-8' : null;
  const detected = await fileTypeFromBuffer(head);
  const expected: Record<Exclude<AllowedExtension, 'txt'>, string[]> = {
    pdf: ['pdf'],
    jpg: ['jpg'],
    jpeg: ['jpg'],
    png: ['png'],
    gif: ['gif'],
    doc: ['cfb'],
    docx: ['docx'],
  };
  if (!detected || !expected[extension].includes(detected.ext)) return null;
  const mime: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    cfb: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return mime[detected.ext] ?? null;
}

/** Copies the first bytes of a stream aside while it flows on. */
export function captureHead(): { transform: Transform; head: () => Buffer } {
  const chunks: Buffer[] = [];
  let captured = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - captured));
        captured += Math.min(chunk.length, HEAD_BYTES - captured);
      }
      callback(null, chunk);
    },
  });
  return { transform, head: () => Buffer.concat(chunks) };
}

/**
 * A file part's stream through `transforms`, ready for storage. `pipeline` carries a failure of
 * the part (a body cut short) to the end, so storage.write rejects instead of waiting forever.
 */
export function fileStreamThrough(file: Readable, ...transforms: Transform[]): Readable {
  const output = new PassThrough();
  pipeline([file, ...transforms, output], () => undefined);
  return output;
}

type FileLabels = { fileField: string; fileName: string };

function refusal(code: ErrorCode, field: string, message: string): AppError {
  return new AppError(code, [{ field, message }], { message });
}

/** A text field's value, refused when too long or when it carries a NUL character. */
function fieldValue(part: MultipartValue): string {
  if (part.valueTruncated) {
    throw refusal('VALIDATION_FAILED', part.fieldname, ticketMessages.validation.titleTooLong);
  }
  const value = String(part.value);
  if (value.includes('\u0000')) throw nulCharacterError(part.fieldname);
  return value;
}

/** Streams one file to storage and checks it (size, request total, type by content). */
async function storeFile(
  part: MultipartFile,
  storage: FileStorage,
  files: StoredUpload[],
  { fileField, fileName }: FileLabels,
): Promise<void> {
  const v = ticketMessages.validation;
  const { transform, head } = captureHead();
  let stored: { key: string; sizeBytes: number };
  try {
    stored = await storage.write(fileStreamThrough(part.file, transform));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw refusal('PAYLOAD_TOO_LARGE', fileField, v.fileTooLarge(fileName));
    }
    throw error;
  }
  const upload = {
    fileName,
    contentType: '',
    sizeBytes: stored.sizeBytes,
    storageKey: stored.key,
  };
  files.push(upload);
  if (part.file.truncated) throw refusal('PAYLOAD_TOO_LARGE', fileField, v.fileTooLarge(fileName));
  const totalBytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (totalBytes > REQUEST_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const contentType = await detectAllowedType(fileName, head());
  if (!contentType) {
    throw refusal('UNSUPPORTED_MEDIA_TYPE', fileField, v.fileTypeNotAllowed(fileName));
  }
  upload.contentType = contentType;
}

/**
 * Streams a multipart request: fields collected, files in `fileField` streamed to storage and
 * checked (size, count, type by content). A file under any other field is refused rather than
 * dropped. Any failure removes every file this request wrote, so nothing is left half-written
 * (docs/conventions.md#reliability).
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: FileStorage,
  fileField = 'attachments',
): Promise<MultipartResult> {
  const fields: Record<string, string[]> = {};
  const files: StoredUpload[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES,
        files: ATTACHMENTS_PER_REQUEST_MAX,
        fields: 100,
        fieldSize: FIELD_MAX_BYTES,
      },
    })) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(fieldValue(part));
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        const message = ticketMessages.validation.fileFieldUnexpected(fileField, part.fieldname);
        throw refusal('VALIDATION_FAILED', part.fieldname, message);
      }
      await storeFile(part, storage, files, {
        fileField,
        fileName: sanitizeFileName(part.filename),
      });
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw refusal('VALIDATION_FAILED', fileField, ticketMessages.validation.tooManyFiles);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
  return { fields, files };
}
