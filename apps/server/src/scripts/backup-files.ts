// The uploaded files a backup carries and a restore or move puts back: the one place that knows
// where they live (docs/operations.md#backup-and-restore). Today every area is a disk storage
// under DATA_DIR (platform/storage.ts, keys fanned out as ab/cd/<key>); a bucket backend changes
// these functions only.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The storage areas under DATA_DIR: ticket and macro attachments, avatars, import files. */
export const FILE_AREAS = ['attachments', 'avatars', 'imports'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** One stored file: its area, its path inside the area ("ab/cd/<key>") and its size. */
export type StoredFile = { area: FileArea; key: string; sizeBytes: number };

// A key is a relative path of plain segments: nothing in an archive can write outside its area.
const KEY_PATTERN = /^[0-9A-Za-z_-][0-9A-Za-z._-]*(\/[0-9A-Za-z_-][0-9A-Za-z._-]*)*$/;

export function isValidStoredFile(area: string, key: string): area is FileArea {
  return (FILE_AREAS as readonly string[]).includes(area) && KEY_PATTERN.test(key);
}

function pathOf(dataDir: string, area: FileArea, key: string): string {
  if (!isValidStoredFile(area, key)) throw new Error(`invalid stored file ${area}/${key}`);
  return path.join(dataDir, area, ...key.split('/'));
}

async function walk(root: string, prefix: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(path.join(root, entry.name), relative, into);
    else if (entry.isFile()) into.push(relative);
  }
}

/** Every stored file under dataDir, area by area, in a stable order. */
export async function listStoredFiles(dataDir: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const area of FILE_AREAS) {
    const keys: string[] = [];
    await walk(path.join(dataDir, area), '', keys);
    for (const key of keys) {
      if (!KEY_PATTERN.test(key)) continue; // not a storage key: a stray file someone left there
      const { size } = await stat(pathOf(dataDir, area, key));
      files.push({ area, key, sizeBytes: size });
    }
  }
  return files;
}

/**
 * Reads the `sizeBytes` a listing found: an upload still being written keeps growing, and an
 * archive entry must hold exactly the size announced in its header.
 */
export function readStoredFile(dataDir: string, file: StoredFile): Readable {
  if (file.sizeBytes === 0) return Readable.from([]);
  return createReadStream(pathOf(dataDir, file.area, file.key), { end: file.sizeBytes - 1 });
}

/** Writes one file; an existing file is never overwritten (the caller checked the target). */
export async function writeStoredFile(
  dataDir: string,
  file: Pick<StoredFile, 'area' | 'key'>,
  source: Readable,
): Promise<void> {
  const target = pathOf(dataDir, file.area, file.key);
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

/** The secrets generated under DATA_DIR/secrets (platform/secrets.ts): file names. */
export async function listSecretFiles(dataDir: string): Promise<string[]> {
  const names: string[] = [];
  await walk(path.join(dataDir, 'secrets'), '', names);
  return names.filter((name) => /^[0-9A-Za-z._-]+$/.test(name) && !name.startsWith('.'));
}
