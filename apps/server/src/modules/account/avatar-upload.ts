import type {} from '@fastify/multipart';
import {
  accountMessages,
  AVATAR_FILE_FIELD,
  AVATAR_MAX_BYTES,
  type AvatarContentType,
  type ErrorCode,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { captureHead, fileStreamThrough } from '../../platform/uploads';

export type StoredAvatar = { key: string; contentType: AvatarContentType; sizeBytes: number };

const text = accountMessages.avatar;

/** file-type's names for the three kinds we take; an animated PNG is still a PNG. */
const DETECTED: Record<string, AvatarContentType> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The type as the bytes say, never as the declared type or the name say
 * (docs/conventions.md#security). SVG is refused with everything else: it is a document that can
 * carry script, not a picture.
 */
export async function detectAvatarType(head: Buffer): Promise<AvatarContentType | null> {
  const detected = await fileTypeFromBuffer(head);
  return (detected && DETECTED[detected.ext]) ?? null;
}

function refusal(code: ErrorCode, message: string): AppError {
  return new AppError(code, [{ field: AVATAR_FILE_FIELD, message }], { message });
}

/**
 * PUT /api/account/avatar's body: one file in the `avatar` field, streamed to storage with the 2 MB
 * cap, then checked by content. Any refusal removes what was written, so a failed upload leaves no
 * file behind (docs/conventions.md#reliability). The caller owns the returned file until a row
 * points at it.
 */
export async function readAvatarUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<StoredAvatar> {
  if (!request.isMultipart()) throw refusal('VALIDATION_FAILED', text.required);
  let written: { key: string; sizeBytes: number } | undefined;
  let contentType: AvatarContentType | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== AVATAR_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const { transform, head } = captureHead();
      try {
        written = await storage.write(fileStreamThrough(part.file, transform));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
          throw refusal('PAYLOAD_TOO_LARGE', text.tooLarge);
        throw error;
      }
      if (part.file.truncated) throw refusal('PAYLOAD_TOO_LARGE', text.tooLarge);
      contentType = await detectAvatarType(head());
      if (!contentType) throw refusal('UNSUPPORTED_MEDIA_TYPE', text.typeNotAllowed);
    }
  } catch (error) {
    if (written) await storage.remove(written.key);
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refusal('VALIDATION_FAILED', text.oneFile);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusal('PAYLOAD_TOO_LARGE', text.tooLarge);
    throw error;
  }
  if (!written || !contentType) throw refusal('VALIDATION_FAILED', text.required);
  return { key: written.key, contentType, sizeBytes: written.sizeBytes };
}
