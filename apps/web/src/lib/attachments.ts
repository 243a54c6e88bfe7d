import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ticketMessages } from '@atiende/contracts';

/** A file picked for a new ticket, waiting to be sent with it. */
export interface PendingAttachment {
  /** Stable key for the row (two picks may hold files with the same name). */
  id: string;
  file: File;
  /** docs/product/public-form.md message when the file is over 10 MB, else null. */
  error: string | null;
}

const MIME_TYPES: Record<(typeof ATTACHMENT_EXTENSIONS)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * docs/product/public-form.md: the picker offers pdf, doc, docx, txt, jpg, jpeg, png and gif; the
 * type rule applies to the picker only. MIME types sit beside the extensions so phones offer camera
 * and gallery.
 */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...new Set(Object.values(MIME_TYPES)),
].join(',');

/** docs/product/public-form.md: 10 MB (10485760 bytes) each; exactly 10 MB is allowed. */
export function isFileTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > ATTACHMENT_MAX_BYTES;
}

export function attachmentErrorOf(file: Pick<File, 'name' | 'size'>): string | null {
  return isFileTooLarge(file) ? ticketMessages.validation.fileTooLarge(file.name) : null;
}

function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * docs/product/public-form.md: attachments accumulate across picks (no count limit). Picking the
 * very same file again does not add a second copy.
 */
export function addAttachments(
  current: readonly PendingAttachment[],
  files: Iterable<File>,
  createId: () => string,
): PendingAttachment[] {
  const next = [...current];
  for (const file of files) {
    if (next.some((attachment) => isSameFile(attachment.file, file))) continue;
    next.push({ id: createId(), file, error: attachmentErrorOf(file) });
  }
  return next;
}

export function removeAttachment(
  current: readonly PendingAttachment[],
  id: string,
): PendingAttachment[] {
  return current.filter((attachment) => attachment.id !== id);
}

/**
 * The first file that blocks sending (docs/product/public-form.md: nothing is sent while invalid),
 * if any.
 */
export function firstInvalidAttachment(
  attachments: readonly PendingAttachment[],
): PendingAttachment | undefined {
  return attachments.find((attachment) => attachment.error !== null);
}
