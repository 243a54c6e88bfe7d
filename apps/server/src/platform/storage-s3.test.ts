import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { loadConfig } from '../config';
import { createFileStores } from './file-stores';
import type { FileStorage } from './storage';
import type { S3Settings } from './storage-config';
import { checkBucket, createS3Client, createS3Storage } from './storage-s3';

let s3: TestS3Server;
let stores: Awaited<ReturnType<typeof createFileStores>>;

beforeAll(async () => {
  s3 = await startS3Server();
  stores = await createFileStores(loadConfig({ DATA_DIR: '/nonexistent', ...s3.env }));
});
afterAll(async () => {
  stores?.close();
  await s3?.stop();
});

/** `total` pseudo-random bytes in 64 KiB chunks, as an upload arrives. */
function bytesStream(total: number, seed = 'atiende'): { stream: Readable; sha256: string } {
  const chunks: Buffer[] = [];
  let block = createHash('sha256').update(seed).digest();
  for (let size = 0; size < total;) {
    const length = Math.min(65_536, total - size);
    const chunk = Buffer.alloc(length);
    for (let offset = 0; offset < length; offset += 32) {
      block = createHash('sha256').update(block).digest();
      block.copy(chunk, offset);
    }
    chunks.push(chunk);
    size += length;
  }
  const sha256 = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  return { stream: Readable.from(chunks), sha256 };
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

describe('the S3 file storage (s3rver on loopback)', () => {
  it('writes, reads, finds, lists and removes a 12 MB stream (a multipart upload)', async () => {
    const storage = stores.stores.attachments;
    const total = 12 * 1024 * 1024 + 123;
    const source = bytesStream(total);
    const { key, sizeBytes } = await storage.write(source.stream);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sizeBytes).toBe(total);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.sizeOf(key)).toBe(total);
    expect(await digestOf(storage.read(key))).toEqual({ sha256: source.sha256, size: total });
    expect(await keysOf(storage)).toContain(key);
    // Areas do not see each other's files.
    expect(await keysOf(stores.stores.avatars)).not.toContain(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await keysOf(storage)).not.toContain(key);
    await storage.remove(key); // a second removal is no error
  });

  it('writes a small file in one request and reads it back', async () => {
    const storage = stores.stores.avatars;
    const { key, sizeBytes } = await storage.write(Readable.from([Buffer.from('hola')]));
    expect(sizeBytes).toBe(4);
    expect((await digestOf(storage.read(key))).size).toBe(4);
    await storage.remove(key);
  });

  it('leaves no object when the source fails, small or multipart', async () => {
    const storage = stores.stores.imports;
    const before = await keysOf(storage);
    for (const size of [1024, 7 * 1024 * 1024]) {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(size, 1);
          throw new Error('body cut short');
        })(),
      );
      await expect(storage.write(failing)).rejects.toThrow('body cut short');
    }
    expect(await keysOf(storage)).toEqual(before);
  });

  it('answers a missing key as absent, and its read fails', async () => {
    const storage = stores.stores.attachments;
    const key = randomUUID();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.sizeOf(key)).toBeNull();
    await expect(digestOf(storage.read(key))).rejects.toThrow();
  });

  it('refuses a key it did not generate', async () => {
    expect(() => stores.stores.attachments.read('../x')).toThrow('invalid storage key');
  });

  it('lists every object over several pages', async () => {
    const client = createS3Client(loadConfig(s3.env).storage as S3Settings);
    const storage = createS3Storage(client, {
      bucket: s3.bucket,
      prefix: 'paged/',
      area: 'attachments',
      pageSize: 10,
    });
    const written: string[] = [];
    for (let index = 0; index < 25; index += 1)
      written.push((await storage.write(Readable.from([Buffer.from('x')]))).key);
    const listed = await keysOf(storage);
    expect([...listed].sort()).toEqual([...written].sort());
    // One at a time: s3rver's delete prunes empty folders and races a concurrent one.
    for (const key of written) await storage.remove(key);
    expect(await keysOf(storage)).toEqual([]);
    client.destroy();
  });
});

describe('checkBucket at start', () => {
  const settingsOf = (env: Record<string, string>) => loadConfig(env).storage as S3Settings;

  it('passes for a bucket that answers', async () => {
    await expect(checkBucket(settingsOf(s3.env))).resolves.toBeUndefined();
  });

  it('names a bucket that does not exist', async () => {
    await expect(checkBucket(settingsOf({ ...s3.env, S3_BUCKET: 'no-existe' }))).rejects.toThrow(
      `The bucket "no-existe" at ${s3.endpoint} does not exist: create it first.`,
    );
  });

  it('names an endpoint that does not answer', async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(
      checkBucket(settingsOf({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' })),
    ).rejects.toThrow(/at http:\/\/127\.0\.0\.1:1 did not answer \(.*\): check the endpoint/);
  });
});
