import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 6266: an ASCII fallback plus the UTF-8 name, quotes and controls removed. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'archivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The pictures the upload rules accept (docs/conventions.md#security) show; the rest downloads. */
const INLINE_IMAGE = /^image\/(png|jpeg|gif|webp)$/;

export type StoredFileReply = {
  stream: Readable;
  contentType: string;
  /** Absent for a file that has no name of its own (a profile photo). */
  fileName?: string;
};

/**
 * An uploaded file as the answer (docs/conventions.md#security): never rendered as a page,
 * whatever its bytes hide — sandboxed with nothing allowed, not sniffed, a picture inline and
 * anything else as a download. `cacheControl` is the caller's: who may keep it, and how long.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFileReply, cacheControl: string) {
  const kind = INLINE_IMAGE.test(file.contentType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.fileName ? contentDisposition(kind, file.fileName) : kind)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(file.stream);
}
