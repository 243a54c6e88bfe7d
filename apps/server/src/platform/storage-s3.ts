import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from './storage-config';
import { isStorageKey, type FileStorage, type StoredFile } from './storage';

/**
 * The S3-compatible backend (docs/operations.md#files): AWS S3, MinIO, Cloudflare R2. Objects are
 * `<prefix><area>/<key>`, the same generated keys as on disk; the bucket stays private and every
 * download goes through the API's access checks, never a public or signed link.
 */

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload,
    // sent as aws-chunked) is refused by several S3-compatible servers; TLS and the size check
    // of each write already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * At start (main.ts, the move command): the bucket answers with these settings, or the error
 * names the likely cause, so a typo stops the start instead of the first upload.
 */
export async function checkBucket(settings: S3Settings): Promise<void> {
  const client = createS3Client(settings);
  const where = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = (error as S3ServiceException).$metadata?.httpStatusCode;
    if (status === 404) throw new Error(`The ${where} does not exist: create it first.`);
    if (status === 403)
      throw new Error(
        `Access to the ${where} was refused: check S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY ` +
          '(or the credentials in STORAGE_URL) and their permissions.',
      );
    if (status === 301)
      throw new Error(`The ${where} lives in another region: set S3_REGION (or ?region=).`);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The ${where} did not answer (${reason}): check the endpoint and network.`);
  } finally {
    client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Counts the bytes that pass, so a stream of unknown length reports its size. */
function byteCounter(): { transform: Transform; count: () => number } {
  let count = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      count += chunk.length;
      callback(null, chunk);
    },
  });
  return { transform, count: () => count };
}

export type S3FileStorage = FileStorage & {
  /** Writes `source` under a given key (the move from disk keeps every key); answers the size. */
  writeKey(key: string, source: Readable): Promise<number>;
};

// 5 MiB parts (S3's minimum) one at a time: an upload holds at most one part in memory, and
// a file under one part is a single PutObject.
const PART_SIZE = 5 * 1024 * 1024;

export function createS3Storage(
  client: S3Client,
  {
    bucket,
    prefix,
    area,
    pageSize,
  }: {
    bucket: string;
    prefix: string;
    area: string;
    /** Keys per list request; S3's own default (1000) unless a test wants several pages. */
    pageSize?: number;
  },
): S3FileStorage {
  const root = `${prefix}${area}/`;
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return `${root}${key}`;
  };

  async function writeKey(key: string, source: Readable): Promise<number> {
    const counter = byteCounter();
    const body = new PassThrough();
    // A source that fails (a body cut short, a size cap) fails the upload; lib-storage then
    // aborts a multipart upload, and a single PutObject is never sent: no object is left.
    const piping = pipeline(source, counter.transform, body);
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    // Whichever fails first is the cause: a source cut short fails the upload, and a failed
    // upload stops reading, so the body is ended to release the source.
    let failure: unknown;
    piping.catch((error: unknown) => (failure ??= error));
    const uploading = upload.done();
    uploading.catch((error: unknown) => {
      failure ??= error;
      body.destroy();
    });
    const [piped, uploaded] = await Promise.allSettled([piping, uploading]);
    if (piped.status === 'fulfilled' && uploaded.status === 'fulfilled') return counter.count();
    // The SDK may have finished a PutObject with what arrived before the source failed.
    if (uploaded.status === 'fulfilled') await remove(key);
    throw failure;
  }

  function read(key: string): Readable {
    const output = new PassThrough();
    const abort = new AbortController();
    output.once('close', () => abort.abort());
    client
      .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
        abortSignal: abort.signal,
      })
      .then(
        (answer) => pipeline(answer.Body as Readable, output),
        (error: unknown) => output.destroy(error as Error),
      )
      .catch((error: unknown) => output.destroy(error as Error));
    return output;
  }

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    // Deleting a missing object succeeds on S3, as rm -f does on disk.
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
  }

  async function* list(): AsyncGenerator<StoredFile> {
    // Pages follow one another by StartAfter, the last key seen: S3, MinIO and R2 all take it,
    // and it does not depend on a server's continuation tokens .
    let startAfter: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: root,
          StartAfter: startAfter,
          MaxKeys: pageSize,
        }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        const key = object.Key?.slice(root.length) ?? '';
        if (!isStorageKey(key)) continue; // not ours: left alone
        yield { key, sizeBytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
      }
      startAfter = objects.at(-1)?.Key;
      if (!page.IsTruncated || !startAfter) return;
    }
  }

  return {
    async write(source) {
      const key = randomUUID();
      return { key, sizeBytes: await writeKey(key, source) };
    },
    writeKey,
    read,
    exists: async (key) => (await sizeOf(key)) !== null,
    sizeOf,
    remove,
    list,
  };
}
