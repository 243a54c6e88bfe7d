import type {} from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  AVATAR_MAX_BYTES,
  settingsMessages,
  ticketMessages,
  UPLOAD_FILE_FIELD,
  UPLOAD_KINDS,
  UPLOAD_TYPE_FIELD,
  type ErrorCode,
  type Role,
  type UploadKind,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import {
  captureHead,
  detectAllowedType,
  fileStreamThrough,
  sanitizeFileName,
  type StoredUpload,
} from '../../platform/uploads';

const text = settingsMessages.upload;

/**
 * docs/settings.md#uploads: per kind, who may send it, the largest file and whether only pictures
 * are taken. Types are those of platform/uploads.ts, checked by content.
 */
export const UPLOAD_RULES: Record<
  UploadKind,
  { roles: readonly Role[] | 'any'; maxBytes: number; imagesOnly: boolean; limitLabel: string }
> = {
  logo: { roles: ['ADMIN'], maxBytes: AVATAR_MAX_BYTES, imagesOnly: true, limitLabel: '2MB' },
  avatar: { roles: 'any', maxBytes: AVATAR_MAX_BYTES, imagesOnly: true, limitLabel: '2MB' },
  'article-image': {
    roles: ['ADMIN'],
    maxBytes: ATTACHMENT_MAX_BYTES,
    imagesOnly: true,
    limitLabel: '10MB',
  },
  'attachment-draft': {
    roles: 'any',
    maxBytes: ATTACHMENT_MAX_BYTES,
    imagesOnly: false,
    limitLabel: '10MB',
  },
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

export function mayUpload(kind: UploadKind, role: Role): boolean {
  const { roles } = UPLOAD_RULES[kind];
  return roles === 'any' || roles.includes(role);
}

function refusal(code: ErrorCode, field: string, message: string): AppError {
  return new AppError(code, [{ field, message }], { message });
}

function kindOf(value: string | undefined): UploadKind {
  if (value === undefined || value === '') {
    throw refusal('VALIDATION_FAILED', UPLOAD_TYPE_FIELD, text.typeRequired);
  }
  if (!(UPLOAD_KINDS as readonly string[]).includes(value)) {
    throw refusal('VALIDATION_FAILED', UPLOAD_TYPE_FIELD, text.typeInvalid);
  }
  return value as UploadKind;
}

/**
 * POST /api/upload's body: `type` and one file in `file`. The file streams to storage under the
 * largest cap (10 MB), then its kind's rules apply: the caller's role, the kind's size, the type
 * by content. Any refusal removes what was written (docs/conventions.md#reliability); the caller
 * owns the returned file until its row commits.
 */
export async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  role: Role,
): Promise<{ kind: UploadKind; file: StoredUpload }> {
  if (!request.isMultipart())
    throw refusal('VALIDATION_FAILED', UPLOAD_FILE_FIELD, text.fileRequired);
  let kindValue: string | undefined;
  let file: StoredUpload | undefined;
  let head: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_TYPE_FIELD) kindValue = String(part.value);
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      // A kind the caller may not send is refused before its bytes are stored.
      if (kindValue !== undefined && !mayUpload(kindOf(kindValue), role)) {
        part.file.resume();
        throw new AppError('FORBIDDEN', undefined, { message: text.forbidden });
      }
      const fileName = sanitizeFileName(part.filename);
      const capture = captureHead();
      let written: { key: string; sizeBytes: number };
      try {
        written = await storage.write(fileStreamThrough(part.file, capture.transform));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
          throw refusal('PAYLOAD_TOO_LARGE', UPLOAD_FILE_FIELD, text.tooLarge(fileName, '10MB'));
        throw error;
      }
      file = { fileName, contentType: '', sizeBytes: written.sizeBytes, storageKey: written.key };
      head = capture.head();
      if (part.file.truncated)
        throw refusal('PAYLOAD_TOO_LARGE', UPLOAD_FILE_FIELD, text.tooLarge(fileName, '10MB'));
    }
    const kind = kindOf(kindValue);
    if (!mayUpload(kind, role))
      throw new AppError('FORBIDDEN', undefined, { message: text.forbidden });
    if (!file || !head) throw refusal('VALIDATION_FAILED', UPLOAD_FILE_FIELD, text.fileRequired);
    const rules = UPLOAD_RULES[kind];
    if (file.sizeBytes > rules.maxBytes) {
      throw refusal(
        'PAYLOAD_TOO_LARGE',
        UPLOAD_FILE_FIELD,
        text.tooLarge(file.fileName, rules.limitLabel),
      );
    }
    const contentType = await detectAllowedType(file.fileName, head);
    if (!contentType) {
      const message = rules.imagesOnly
        ? text.imageOnly(file.fileName)
        : ticketMessages.validation.fileTypeNotAllowed(file.fileName);
      throw refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_FILE_FIELD, message);
    }
    if (rules.imagesOnly && !IMAGE_TYPES.has(contentType)) {
      throw refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_FILE_FIELD, text.imageOnly(file.fileName));
    }
    file.contentType = contentType;
    return { kind, file };
  } catch (error) {
    if (file) await storage.remove(file.storageKey);
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw refusal('VALIDATION_FAILED', UPLOAD_FILE_FIELD, text.oneFile);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
}
