import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { createDiskStores, createFileStores } from '../platform/file-stores';
import type { FileStores } from '../platform/storage';
import type { S3Settings } from '../platform/storage-config';
import { createS3Client, createS3Storage } from '../platform/storage-s3';
import { runStorageMove } from './storage-move';

let s3: TestS3Server;
let dataDir: string;
let bucket: Awaited<ReturnType<typeof createFileStores>>;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-move-'));
  bucket = await createFileStores(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
});
afterAll(async () => {
  bucket?.close();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function captured() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    output: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
  };
}

async function keysOf(stores: FileStores): Promise<string[]> {
  const keys: string[] = [];
  for (const [area, store] of Object.entries(stores))
    for await (const file of store.list()) keys.push(`${area}/${file.key}`);
  return keys.sort();
}

describe('npm run storage:move-to-s3', () => {
  it('refuses to run without a bucket, saying what to set', async () => {
    const run = captured();
    const result = await runStorageMove([], { DATA_DIR: dataDir }, run.output);
    expect(result.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('No bucket is configured');
    expect(run.errors.join('\n')).toContain('STORAGE_URL');
  });

  it('refuses a bad bucket setting with the configuration message', async () => {
    const run = captured();
    const result = await runStorageMove([], { DATA_DIR: dataDir, S3_BUCKET: 'x' }, run.output);
    expect(result.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('S3_BUCKET: "x" is not a bucket name');
  });

  it('refuses a bucket that does not exist, copying nothing', async () => {
    const run = captured();
    const env = { DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-existe' };
    const result = await runStorageMove([], env, run.output);
    expect(result.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('"no-existe"');
    expect(run.errors.join('\n')).toContain('does not exist: create it first');
  });

  it('refuses an unknown argument', async () => {
    const run = captured();
    const env = { DATA_DIR: dataDir, ...s3.env };
    expect((await runStorageMove(['--delete'], env, run.output)).exitCode).toBe(2);
  });

  it('copies every local file under its key, skips them on a second run, then removes the local copies', async () => {
    const local = createDiskStores(dataDir);
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const written = [
      await local.attachments.write(Readable.from([big])),
      await local.attachments.write(Readable.from([Buffer.from('informe')])),
      await local.avatars.write(Readable.from([Buffer.from('png')])),
      await local.imports.write(Readable.from([Buffer.from('a,b\n1,2\n')])),
    ];
    const localKeys = await keysOf(local);
    expect(localKeys).toHaveLength(4);
    const env = { DATA_DIR: dataDir, ...s3.env };

    const first = captured();
    const moved = await runStorageMove([], env, first.output);
    expect(moved.exitCode).toBe(0);
    expect(moved.counts).toEqual({
      files: 4,
      copied: 4,
      skipped: 0,
      failed: 0,
      removed: 0,
      bytesCopied: written.reduce((sum, file) => sum + file.sizeBytes, 0),
    });
    expect(first.lines.at(-1)).toContain('4 files, 4 copied');
    expect(first.lines).toContain('  attachments: 2 files, 2 copied, 0 already there, 0 failed');
    expect(await keysOf(bucket.stores)).toEqual(localKeys);
    expect(await keysOf(local)).toEqual(localKeys); // kept without --delete-local
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.stores.attachments.read(written[0]!.key))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);

    const second = captured();
    const again = await runStorageMove(['--delete-local'], env, second.output);
    expect(again.exitCode).toBe(0);
    expect(again.counts).toMatchObject({ files: 4, copied: 0, skipped: 4, removed: 4 });
    expect(second.lines.at(-1)).toContain(
      '4 already in the bucket, 0 failed, 4 local copies removed',
    );
    expect(await keysOf(local)).toEqual([]);
    expect(await keysOf(bucket.stores)).toEqual(localKeys);
  });

  it('copies again a file whose copy in the bucket has another size', async () => {
    const local = createDiskStores(dataDir);
    const { key } = await local.avatars.write(Readable.from([Buffer.from('versión larga')]));
    const client = createS3Client(loadConfig(s3.env).storage as S3Settings);
    await createS3Storage(client, { bucket: s3.bucket, prefix: '', area: 'avatars' }).writeKey(
      key,
      Readable.from([Buffer.from('corta')]),
    );
    client.destroy();
    const run = captured();
    const moved = await runStorageMove([], { DATA_DIR: dataDir, ...s3.env }, run.output);
    expect(moved.counts).toMatchObject({ files: 1, copied: 1, skipped: 0 });
    expect(await bucket.stores.avatars.sizeOf(key)).toBe(Buffer.byteLength('versión larga'));
  });
});
