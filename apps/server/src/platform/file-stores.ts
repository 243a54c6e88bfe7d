import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage, type FileStores, type StorageArea } from './storage';

/** The filesystem stores under DATA_DIR, whatever the configured backend (the move reads them). */
export function createDiskStores(dataDir: string): FileStores {
  return {
    attachments: createDiskStorage(path.join(dataDir, 'attachments')),
    avatars: createDiskStorage(path.join(dataDir, 'avatars')),
    imports: createDiskStorage(path.join(dataDir, 'imports')),
  };
}

/**
 * The configured stores, one per area, sharing one S3 client when a bucket is configured;
 * `close` releases that client's connections (the app calls it on close). The S3 module is
 * imported only then, so a run on the filesystem need not load the AWS SDK (~0.4 s).
 */
export async function createFileStores(config: Pick<Config, 'dataDir' | 'storage'>): Promise<{
  stores: FileStores;
  close: () => void;
}> {
  const settings = config.storage;
  if (settings.kind === 'disk')
    return { stores: createDiskStores(config.dataDir), close: () => {} };
  const { createS3Client, createS3Storage } = await import('./storage-s3');
  const client = createS3Client(settings);
  const store = (area: StorageArea) =>
    createS3Storage(client, { bucket: settings.bucket, prefix: settings.prefix, area });
  return {
    stores: {
      attachments: store('attachments'),
      avatars: store('avatars'),
      imports: store('imports'),
    },
    close: () => client.destroy(),
  };
}
