import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { describeStorage } from '../platform/storage-config';
import { createDiskStorage, STORAGE_AREAS, type StorageArea } from '../platform/storage';
import { checkBucket, createS3Client, createS3Storage } from '../platform/storage-s3';

/**
 * `npm run storage:move-to-s3` (docs/operations.md#moving-files-to-a-bucket): copies every file
 * under DATA_DIR's file areas to the configured bucket under the same key, checks each copy's
 * size, and with `--delete-local` removes the local copies once every file is verified. Safe to
 * run again: a file the bucket already holds at the same size is skipped.
 */

export type MoveCounts = {
  files: number;
  copied: number;
  skipped: number;
  failed: number;
  removed: number;
  bytesCopied: number;
};

type Output = { log: (line: string) => void; error: (line: string) => void };

const USAGE = 'Usage: npm run storage:move-to-s3 [-- --delete-local]';

function emptyCounts(): MoveCounts {
  return { files: 0, copied: 0, skipped: 0, failed: 0, removed: 0, bytesCopied: 0 };
}

/** Runs the command; answers the exit code (0: every file is in the bucket). */
export async function runStorageMove(
  argv: string[],
  env: Record<string, string | undefined>,
  output: Output,
): Promise<{ exitCode: number; counts: MoveCounts }> {
  const counts = emptyCounts();
  const unknown = argv.filter((arg) => arg !== '--delete-local');
  if (unknown.length > 0) {
    output.error(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
    return { exitCode: 2, counts };
  }
  const deleteLocal = argv.includes('--delete-local');
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.error(error.message);
    return { exitCode: 1, counts };
  }
  const settings = config.storage;
  if (settings.kind !== 's3') {
    output.error(
      'No bucket is configured, so there is nowhere to move the files. Set STORAGE_URL ' +
        '(s3://bucket?region=…) or S3_BUCKET with the S3_* variables, as the server will run ' +
        'with them (docs/operations.md#files), then run this again.',
    );
    return { exitCode: 1, counts };
  }
  try {
    await checkBucket(settings);
  } catch (error) {
    output.error((error as Error).message);
    return { exitCode: 1, counts };
  }
  output.log(`Moving files from ${config.dataDir} to ${describeStorage(settings, config.dataDir)}`);
  const client = createS3Client(settings);
  try {
    const areas = STORAGE_AREAS.map((area) => ({
      area,
      local: createDiskStorage(path.join(config.dataDir, area)),
      bucket: createS3Storage(client, { bucket: settings.bucket, prefix: settings.prefix, area }),
    }));
    for (const { area, local, bucket } of areas) {
      const before = { ...counts };
      for await (const file of local.list()) {
        counts.files += 1;
        try {
          if ((await bucket.sizeOf(file.key)) === file.sizeBytes) {
            counts.skipped += 1;
            continue;
          }
          await bucket.writeKey(file.key, local.read(file.key));
          const stored = await bucket.sizeOf(file.key);
          if (stored !== file.sizeBytes)
            throw new Error(`the bucket holds ${stored ?? 'nothing'}, not ${file.sizeBytes} bytes`);
          counts.copied += 1;
          counts.bytesCopied += file.sizeBytes;
        } catch (error) {
          counts.failed += 1;
          output.error(`${area}/${file.key}: not copied: ${(error as Error).message}`);
        }
      }
      output.log(summaryOf(area, before, counts));
    }
    if (counts.failed > 0) {
      output.error(
        `${counts.failed} file(s) failed; nothing was removed from ${config.dataDir}. ` +
          'Fix the cause and run this again: files already copied are skipped.',
      );
      return { exitCode: 1, counts };
    }
    if (deleteLocal) await removeLocalCopies(areas, counts);
    output.log(
      `Done: ${counts.files} files, ${counts.copied} copied (${counts.bytesCopied} bytes), ` +
        `${counts.skipped} already in the bucket, ${counts.failed} failed` +
        (deleteLocal
          ? `, ${counts.removed} local copies removed.`
          : '. Local copies kept: run again with --delete-local to remove them.'),
    );
    return { exitCode: 0, counts };
  } finally {
    client.destroy();
  }
}

function summaryOf(area: StorageArea, before: MoveCounts, after: MoveCounts): string {
  const files = after.files - before.files;
  const copied = after.copied - before.copied;
  const skipped = after.skipped - before.skipped;
  const failed = after.failed - before.failed;
  return `  ${area}: ${files} files, ${copied} copied, ${skipped} already there, ${failed} failed`;
}

/** Each local file goes only after the bucket answers its exact size once more. */
async function removeLocalCopies(
  areas: {
    local: ReturnType<typeof createDiskStorage>;
    bucket: ReturnType<typeof createS3Storage>;
  }[],
  counts: MoveCounts,
): Promise<void> {
  for (const { local, bucket } of areas) {
    for await (const file of local.list()) {
      if ((await bucket.sizeOf(file.key)) !== file.sizeBytes) continue;
      await local.remove(file.key);
      counts.removed += 1;
    }
  }
}
