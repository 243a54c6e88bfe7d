import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REQUEST_MAX } from '@atiende/contracts';
import type { FileStorage } from '../../../platform/storage';
import { detectAllowedType, sanitizeFileName, type StoredUpload } from '../../../platform/uploads';
import type { InboundFile } from './parse-message';

export type KeptFiles = { stored: StoredUpload[]; skipped: string[] };

/**
 * docs/email.md#attachments: an e-mail's files follow the rules of files uploaded on the web — the
 * same types checked by content, the same size per file and number per message. A file that
 * breaks them is left out (its name noted on the message), never the whole message.
 */
export async function storeInboundFiles(
  storage: FileStorage,
  files: readonly InboundFile[],
): Promise<KeptFiles> {
  const stored: StoredUpload[] = [];
  const skipped: string[] = [];
  try {
    for (const file of files) {
      const fileName = sanitizeFileName(file.fileName);
      const contentType =
        file.content.length <= ATTACHMENT_MAX_BYTES && stored.length < ATTACHMENTS_PER_REQUEST_MAX
          ? await detectAllowedType(fileName, file.content.subarray(0, 65_536))
          : null;
      if (!contentType) {
        skipped.push(fileName);
        continue;
      }
      const written = await storage.write(Readable.from([file.content]));
      stored.push({ fileName, contentType, sizeBytes: written.sizeBytes, storageKey: written.key });
    }
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
  return { stored, skipped };
}

export async function removeFiles(storage: FileStorage, files: readonly StoredUpload[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey)));
}
