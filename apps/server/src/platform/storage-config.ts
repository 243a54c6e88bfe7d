/**
 * Where stored files live (docs/operations.md#files): the filesystem under DATA_DIR unless a
 * bucket is configured, by `STORAGE_URL` or by the `S3_*` variables. Parsed once by config.ts;
 * every problem is named, so a bad setting stops the start instead of the first upload.
 */
export type S3Settings = {
  bucket: string;
  /** Prepended to every object key, '' or ending in '/' (several installs in one bucket). */
  prefix: string;
  region: string;
  /** MinIO, R2 and other S3-compatible servers; unset means AWS S3. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (instance roles, ~/.aws, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type StorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

export type StorageEnv = {
  STORAGE_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_PREFIX?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
};

// S3's bucket naming rules (R2 and MinIO follow them too).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const URL_PARAMETERS = new Set(['region', 'endpoint', 'forcePathStyle']);
// Without an endpoint the region picks AWS's servers, so it must be said; with one (MinIO, R2)
// the signature still names a region, and us-east-1 is what those servers accept by default.
const DEFAULT_CUSTOM_REGION = 'us-east-1';

function parseBoolean(name: string, value: string | undefined, problems: string[]): boolean {
  if (value === undefined) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  problems.push(`${name}: expected true or false, got "${value}"`);
  return false;
}

function checkEndpoint(name: string, value: string | undefined, problems: string[]) {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name}: expected an http:// or https:// URL, got "${value}"`);
  return undefined;
}

function normalisePrefix(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

type Parts = Omit<S3Settings, 'region' | 'credentials'> & {
  region: string | undefined;
  /** An endpoint was given, even a malformed one (already reported): no region needed then. */
  hasEndpoint: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/** `s3://[key:secret@]bucket[/prefix]?region=…&endpoint=…&forcePathStyle=true`. */
function partsOfUrl(value: string, problems: string[]): Parts | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`STORAGE_URL: not a URL; expected s3://bucket?region=…`);
    return undefined;
  }
  if (url.protocol !== 's3:') {
    problems.push(`STORAGE_URL: expected s3://bucket?region=…, got the scheme "${url.protocol}"`);
    return undefined;
  }
  for (const name of url.searchParams.keys())
    if (!URL_PARAMETERS.has(name))
      problems.push(
        `STORAGE_URL: unknown parameter "${name}" (known: region, endpoint, forcePathStyle)`,
      );
  return {
    bucket: url.hostname,
    prefix: normalisePrefix(decodeURIComponent(url.pathname)),
    region: url.searchParams.get('region') ?? undefined,
    hasEndpoint: url.searchParams.has('endpoint'),
    endpoint: checkEndpoint(
      'STORAGE_URL endpoint',
      url.searchParams.get('endpoint') ?? undefined,
      problems,
    ),
    forcePathStyle: parseBoolean(
      'STORAGE_URL forcePathStyle',
      url.searchParams.get('forcePathStyle') ?? undefined,
      problems,
    ),
    accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

function partsOfVariables(env: StorageEnv, problems: string[]): Parts {
  return {
    bucket: env.S3_BUCKET ?? '',
    prefix: normalisePrefix(env.S3_PREFIX),
    region: env.S3_REGION,
    hasEndpoint: env.S3_ENDPOINT !== undefined,
    endpoint: checkEndpoint('S3_ENDPOINT', env.S3_ENDPOINT, problems),
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, problems),
    accessKeyId: undefined,
    secretAccessKey: undefined,
  };
}

function credentialsOf(parts: Parts, env: StorageEnv, problems: string[]) {
  const inUrl = parts.accessKeyId !== undefined || parts.secretAccessKey !== undefined;
  const inVariables = env.S3_ACCESS_KEY_ID !== undefined || env.S3_SECRET_ACCESS_KEY !== undefined;
  if (inUrl && inVariables) {
    problems.push(
      'S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: the credentials are also in STORAGE_URL; keep one',
    );
    return undefined;
  }
  const accessKeyId = inUrl ? parts.accessKeyId : env.S3_ACCESS_KEY_ID;
  const secretAccessKey = inUrl ? parts.secretAccessKey : env.S3_SECRET_ACCESS_KEY;
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    problems.push(
      inUrl
        ? 'STORAGE_URL: give both the access key id and the secret (s3://KEY:SECRET@bucket)'
        : 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
    return undefined;
  }
  return { accessKeyId, secretAccessKey };
}

/** The storage settings, or problems appended to `problems` (then the result is not used). */
export function parseStorageSettings(env: StorageEnv, problems: string[]): StorageSettings {
  const usesUrl = env.STORAGE_URL !== undefined;
  const usesBucket = env.S3_BUCKET !== undefined;
  if (usesUrl && usesBucket) {
    problems.push('STORAGE_URL and S3_BUCKET: both name a bucket; set one of them');
    return { kind: 'disk' };
  }
  if (!usesUrl && !usesBucket) {
    const stray = (
      ['S3_PREFIX', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      problems.push(
        `${stray.join(', ')}: set without a bucket; add S3_BUCKET (or STORAGE_URL), or remove them`,
      );
    return { kind: 'disk' };
  }
  if (usesUrl) {
    const stray = (
      ['S3_PREFIX', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      problems.push(`${stray.join(', ')}: STORAGE_URL is set; put these in its parameters instead`);
  }
  const parts = usesUrl
    ? partsOfUrl(env.STORAGE_URL ?? '', problems)
    : partsOfVariables(env, problems);
  if (!parts) return { kind: 'disk' };
  const source = usesUrl ? 'STORAGE_URL' : 'S3_BUCKET';
  if (!BUCKET.test(parts.bucket))
    problems.push(
      `${source}: "${parts.bucket}" is not a bucket name (3–63 lower-case letters, digits, dots, hyphens)`,
    );
  const region = parts.region ?? (parts.hasEndpoint ? DEFAULT_CUSTOM_REGION : undefined);
  if (!region)
    problems.push(
      usesUrl
        ? 'STORAGE_URL: add ?region=… (the bucket’s AWS region, or "auto" for R2 with its endpoint)'
        : 'S3_REGION: required for AWS S3 (or set S3_ENDPOINT for MinIO or R2)',
    );
  return {
    kind: 's3',
    bucket: parts.bucket,
    prefix: parts.prefix,
    region: region ?? '',
    endpoint: parts.endpoint,
    forcePathStyle: parts.forcePathStyle,
    credentials: credentialsOf(parts, env, problems),
  };
}

/** Where files go, for logs and scripts; never prints a credential. */
export function describeStorage(settings: StorageSettings, dataDir: string): string {
  if (settings.kind === 'disk') return `the filesystem under ${dataDir}`;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  return `bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''} at ${where}`;
}
