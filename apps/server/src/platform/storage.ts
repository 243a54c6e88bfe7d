import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where stored files live (docs/operations.md#files): the filesystem under DATA_DIR by default,
 * or an S3-compatible bucket that every instance shares. Keys are generated UUIDs, never derived
 * from a user's file name, and no backend is reachable from a static path or a public link
 * (docs/conventions.md#security): every download goes through the API's checks.
 */
export type FileStorage = {
  /** Streams `source` to a new key; returns the key and the number of bytes written. */
  write(source: Readable): Promise<{ key: string; sizeBytes: number }>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** The stored size in bytes, or null when the key holds nothing. */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Every stored file, in no set order (the orphan sweep and the move to a bucket read it). */
  list(): AsyncIterable<StoredFile>;
};

export type StoredFile = { key: string; sizeBytes: number; modifiedAt: Date };

/** The three kinds of stored file, each in its own folder (disk) or key prefix (bucket). */
export const STORAGE_AREAS = ['attachments', 'avatars', 'imports'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];
export type FileStores = Record<StorageArea, FileStorage>;

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key this code generated (a UUID); anything else is refused, so no path or prefix escapes. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function createDiskStorage(root: string): FileStorage {
  // Two levels of fan-out keep directories small: ab/cd/abcd….
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  async function sizeOf(key: string): Promise<number | null> {
    try {
      return (await stat(pathOf(key))).size;
    } catch {
      return null;
    }
  }
  async function* list() {
    for (const first of await readdir(root).catch(() => [])) {
      for (const second of await readdir(path.join(root, first)).catch(() => [])) {
        const folder = path.join(root, first, second);
        for (const key of await readdir(folder).catch(() => [])) {
          if (!isStorageKey(key)) continue; // not ours: left alone
          const info = await stat(path.join(folder, key)).catch(() => null);
          if (info?.isFile()) yield { key, sizeBytes: info.size, modifiedAt: info.mtime };
        }
      }
    }
  }
  return {
    async write(source) {
      const key = randomUUID();
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      let sizeBytes = 0;
      source.on('data', (chunk: Buffer) => {
        sizeBytes += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { key, sizeBytes };
    },
    read: (key) => createReadStream(pathOf(key)),
    exists: async (key) => (await sizeOf(key)) !== null,
    sizeOf,
    remove: (key) => rm(pathOf(key), { force: true }),
    list,
  };
}
