import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { describeStorage } from './storage-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('file storage settings (docs/operations.md#files)', () => {
  it('keeps files under DATA_DIR when no bucket is named', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('reads AWS S3 from the S3_* variables', () => {
    const config = loadConfig({
      S3_BUCKET: 'atiende-files',
      S3_REGION: 'eu-west-1',
      S3_PREFIX: '/produccion/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'atiende-files',
      prefix: 'produccion/',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secreto' },
    });
    expect(describeStorage(config.storage, '/data')).toBe(
      'bucket atiende-files/produccion/ at AWS S3 (eu-west-1)',
    );
  });

  it('reads MinIO from STORAGE_URL, credentials in its user info, region defaulted', () => {
    const config = loadConfig({
      STORAGE_URL:
        's3://minio:clave%2Fsecreta@atiende?endpoint=http://127.0.0.1:9000/&forcePathStyle=true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'atiende',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'clave/secreta' },
    });
    expect(describeStorage(config.storage, '/data')).not.toContain('clave');
  });

  it('reads Cloudflare R2: region auto, its endpoint, keys from the variables', () => {
    const config = loadConfig({
      STORAGE_URL:
        's3://atiende/adjuntos?region=auto&endpoint=https://abc123.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'r2-key',
      S3_SECRET_ACCESS_KEY: 'r2-secret',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      bucket: 'atiende',
      prefix: 'adjuntos/',
      region: 'auto',
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'r2-key', secretAccessKey: 'r2-secret' },
    });
  });

  it.each([
    [
      { STORAGE_URL: 's3://a-bucket?region=x', S3_BUCKET: 'other' },
      'STORAGE_URL and S3_BUCKET: both name a bucket; set one of them',
    ],
    [
      { STORAGE_URL: 'https://bucket.s3.amazonaws.com' },
      'STORAGE_URL: expected s3://bucket?region=…, got the scheme "https:"',
    ],
    [
      { STORAGE_URL: 's3://atiende?region=x&pathStyle=true' },
      'STORAGE_URL: unknown parameter "pathStyle" (known: region, endpoint, forcePathStyle)',
    ],
    [
      { S3_BUCKET: 'atiende' },
      'S3_REGION: required for AWS S3 (or set S3_ENDPOINT for MinIO or R2)',
    ],
    [
      { STORAGE_URL: 's3://atiende' },
      'STORAGE_URL: add ?region=… (the bucket’s AWS region, or "auto" for R2 with its endpoint)',
    ],
    [
      { S3_BUCKET: 'Mis_Archivos', S3_REGION: 'us-east-1' },
      'S3_BUCKET: "Mis_Archivos" is not a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    ],
    [
      { S3_BUCKET: 'atiende', S3_ENDPOINT: '127.0.0.1:9000' },
      'S3_ENDPOINT: expected an http:// or https:// URL, got "127.0.0.1:9000"',
    ],
    [
      { S3_BUCKET: 'atiende', S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'si' },
      'S3_FORCE_PATH_STYLE: expected true or false, got "si"',
    ],
    [
      { S3_BUCKET: 'atiende', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'only-the-id' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    ],
    [
      {
        STORAGE_URL: 's3://key:secret@atiende?region=x',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      'S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: the credentials are also in STORAGE_URL; keep one',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' },
      'S3_REGION, S3_ENDPOINT: set without a bucket; add S3_BUCKET (or STORAGE_URL), or remove them',
    ],
    [
      { STORAGE_URL: 's3://atiende?region=x', S3_REGION: 'y' },
      'S3_REGION: STORAGE_URL is set; put these in its parameters instead',
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });
});
