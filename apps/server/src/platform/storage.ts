import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where attachment bytes live. Keys are generated, never derived from a user's file name, and the
 * files sit under DATA_DIR outside any static path (docs/conventions.md#security). An S3-compatible
 * store can implement the same four calls later.
 */
export type FileStorage = {
  /** Streams `source` to a new key; returns the key and the number of bytes written. */
  write(source: Readable): Promise<{ key: string; sizeBytes: number }>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
};

export function createDiskStorage(root: string): FileStorage {
  // Two levels of fan-out keep directories small: ab/cd/abcd….
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
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
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
