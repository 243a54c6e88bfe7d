// The backup file (docs/operations.md#backup-and-restore): one gzip-compressed tar holding
// manifest.json first, then the database dump, the stored files and, unless left out, the
// generated secrets. Plain tar so an operator can look inside with `tar tzvf`.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { z } from 'zod';
import { isValidStoredFile } from './backup-files';

export const BACKUP_FORMAT = 'atiende-backup';
export const BACKUP_FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  database: z.object({ entry: z.string(), sizeBytes: z.number().int().nonnegative() }),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.object({
    count: z.number().int().nonnegative(),
    sizeBytes: z.number().int().nonnegative(),
    /** `bucket`: the files were in an S3-compatible bucket, outside the archive. */
    location: z.enum(['data-dir', 'bucket']),
  }),
  /** Names of the DATA_DIR/secrets files inside; empty when they were left out. */
  secrets: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const DATABASE_ENTRY = {
  pglite: 'database/pgdata.tar.gz',
  postgres: 'database/postgres.pgdump',
};

/** A backup file that cannot be read or is not ours; nothing was written when it is thrown. */
export class BackupArchiveError extends Error {}

/** One entry to write: its name in the archive, its size and how to read it. */
export type ArchiveEntry = { name: string; sizeBytes: number; open(): Readable };

function writeEntry(pack: tar.Pack, entry: ArchiveEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ name: entry.name, size: entry.sizeBytes, mode: 0o600 }, (error) =>
      error ? reject(error) : resolve(),
    );
    entry.open().on('error', reject).pipe(sink);
  });
}

/**
 * Writes the archive to `file` through a temporary name beside it, renamed at the end: a backup
 * that fails half-way leaves no file that looks complete. Readable only by its owner (it holds
 * every ticket and, usually, the secrets).
 */
export async function writeArchive(
  file: string,
  manifest: BackupManifest,
  entries: ArchiveEntry[],
): Promise<void> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; a failure meanwhile is not unhandled
  try {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writeEntry(pack, {
      name: 'manifest.json',
      sizeBytes: manifestBytes.length,
      open: () => Readable.from([manifestBytes]),
    });
    for (const entry of entries) await writeEntry(pack, entry);
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** Where an archive entry may go when extracted; anything else makes the archive invalid. */
function isKnownEntry(name: string, manifest: BackupManifest): boolean {
  if (name === manifest.database.entry) return true;
  const [top, area, ...rest] = name.split('/');
  if (top === 'files') return isValidStoredFile(area ?? '', rest.join('/'));
  if (top === 'secrets') return rest.length === 0 && manifest.secrets.includes(area ?? '');
  return false;
}

export type ExtractedArchive = {
  manifest: BackupManifest;
  /** Paths under the staging directory: the dump, and one folder per area and for secrets. */
  databaseFile: string;
  filesDir: string;
  secretsDir: string;
  fileCount: number;
  fileBytes: number;
};

/**
 * Reads a backup into `stagingDir` (which the caller removes if anything fails): the manifest
 * must come first and be ours, every entry must be one it announces, and the files found must
 * match its counts.
 */
export async function extractArchive(file: string, stagingDir: string): Promise<ExtractedArchive> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Its failure is read below, after the loop; until then it must not count as unhandled.
  reading.catch(() => undefined);
  let manifest: BackupManifest | undefined;
  let fileCount = 0;
  let fileBytes = 0;
  let hasDatabase = false;
  // On failure the entry and the file being copied are destroyed, and the copy is awaited before
  // the caller removes the staging directory: a copy that outlived the removal would recreate it.
  let failed: Error | undefined;
  let current: { destroy(error?: Error): unknown } | undefined;
  let writing: WriteStream | undefined;
  const consume = async () => {
    for await (const entry of extract) {
      current = entry;
      const { name, type, size } = entry.header;
      if (!manifest) {
        if (name !== 'manifest.json') throw new BackupArchiveError('no manifest.json at its start');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const parsed = manifestSchema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) {
          throw new BackupArchiveError('its manifest.json is not an Atiende backup manifest');
        }
        manifest = parsed.data;
        continue;
      }
      if (type !== 'file' || !isKnownEntry(name, manifest)) {
        throw new BackupArchiveError(`unexpected entry "${name}"`);
      }
      const target = path.join(stagingDir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      if (failed) throw failed;
      writing = createWriteStream(target, { flags: 'wx', mode: 0o600 });
      await pipeline(entry, writing);
      if (name === manifest.database.entry) hasDatabase = true;
      else if (name.startsWith('files/')) {
        fileCount += 1;
        fileBytes += size ?? 0;
      }
    }
  };
  const consuming = consume();
  consuming.catch(() => undefined); // raced below
  try {
    // A cut or damaged file fails the reading side while an entry is half-copied; that entry's
    // stream then never ends, so the failure is taken from whichever side fails first.
    await Promise.race([consuming, reading.then(() => consuming)]);
    await reading;
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    current?.destroy(failed);
    writing?.destroy(failed);
    extract.destroy(failed);
    await consuming.catch(() => undefined);
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(`it cannot be read (${(error as Error).message})`);
  }
  if (!manifest) throw new BackupArchiveError('it is empty');
  if (!hasDatabase) throw new BackupArchiveError('the database dump is missing');
  if (fileCount !== manifest.files.count || fileBytes !== manifest.files.sizeBytes) {
    throw new BackupArchiveError(
      `it holds ${fileCount} files (${fileBytes} bytes), its manifest says ` +
        `${manifest.files.count} (${manifest.files.sizeBytes} bytes)`,
    );
  }
  return {
    manifest,
    databaseFile: path.join(stagingDir, ...manifest.database.entry.split('/')),
    filesDir: path.join(stagingDir, 'files'),
    secretsDir: path.join(stagingDir, 'secrets'),
    fileCount,
    fileBytes,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
