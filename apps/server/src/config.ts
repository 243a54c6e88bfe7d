import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WS_TICKET_TTL_MS } from '@atiende/contracts';
import type { SmtpField } from '@atiende/contracts/email';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { parseStorageSettings, type StorageSettings } from './platform/storage-config';

/**
 * Every environment variable the server reads, parsed once (docs/conventions.md#configuration,
 * docs/conventions.md#configuration-and-logs). `loadConfig(process.env)` is called by main.ts;
 * tests pass their own record.
 */
const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Set by npm to the directory it was run from, so `npm run -w` keeps paths of the root. */
  INIT_CWD: z.string().optional(),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_DB_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  REDIS_URL: z.url().optional(),
  STORAGE_URL: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  ADMIN_NAME: z.string().min(1).max(100).default('Administrador'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32).optional(),
  // docs/operations.md#rotating-secrets: the value being replaced, accepted while instances roll.
  JWT_SECRET_PREVIOUS: z
    .string()
    .min(32, 'JWT_SECRET_PREVIOUS needs at least 32 characters')
    .optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .min(32, 'SECRETS_KEY_PREVIOUS needs at least 32 characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),

  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: positiveInt.default(587),
  SMTP_SECURE: booleanFromString.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Atiende <soporte@atiende.local>'),
  SMTP_IGNORE_TLS: booleanFromString.default(false),

  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(30),

  RATE_LIMIT_GLOBAL_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_USER_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_REGISTER_PER_HOUR: positiveInt.default(20),
  RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR: positiveInt.default(5),
  RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: positiveInt.default(30),
  RATE_LIMIT_AUDIT_REPORTS_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_WS_TICKETS_PER_MINUTE: positiveInt.default(30),
  WS_TICKET_TTL_MS: positiveInt.default(WS_TICKET_TTL_MS),
  WS_HEARTBEAT_INTERVAL_MS: positiveInt.default(30_000),
  WS_CONNECTIONS_PER_SECOND: positiveInt.default(200),
  AUDIT_RETENTION_DAYS: positiveInt.default(365),
  MEMORY_LIMIT_MB: positiveInt.optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  OUTBOUND_ALLOW_HOSTS: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
});

/**
 * The variables a person sets (npm sets INIT_CWD itself); `.env.example` lists each of them with
 * its default, and config.test.ts keeps the two in step.
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape).filter(
  (name) => name !== 'INIT_CWD',
);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PGlite's shared_buffers: WASM memory is never given back, so keep it modest
   * (docs/conventions.md#quality-bars-and-budgets).
   */
  embeddedSharedBuffers: string;
  redisUrl: string | undefined;
  /** Where attachments, avatars and import files live (docs/operations.md#files). */
  storage: StorageSettings;
  publicUrl: string;
  admin: { email: string | undefined; password: string | undefined; name: string };
  jwtSecret: string | undefined;
  secretsKey: string | undefined;
  /** Accepted, never used to sign or encrypt: the secrets being rotated out. */
  previousSecrets: { jwt: string | undefined; secretsKey: string | undefined };
  logLevel: string;
  /** true, false, or a comma-separated list of trusted proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  corsOrigins: string[];
  webDistDir: string;
  smtp: {
    host: string | undefined;
    port: number;
    secure: boolean;
    user: string | undefined;
    password: string | undefined;
    from: string;
    ignoreTls: boolean;
    /**
     * The SMTP_* variables that are set: they win over the settings stored from
     * /admin/email-config (docs/email.md#settings). SMTP_FROM sets both the address and the name.
     */
    environmentFields: SmtpField[];
  };
  auth: {
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    refreshReuseGraceSeconds: number;
    resetTokenTtlMinutes: number;
  };
  rateLimits: {
    /** API calls without a session per address and minute (docs/operations.md#rate-limits). */
    globalPerMinute: number;
    /** API calls per signed-in user and minute, wherever they come from. */
    userPerMinute: number;
    /** The window both limits above are counted in (a minute unless tests shorten it). */
    windowSeconds: number;
    loginFailures: number;
    loginWindowMinutes: number;
    registerPerHour: number;
    forgotPasswordPerHour: number;
    publicTicketsPerHour: number;
    /** Front-end error reports (POST /api/audit-logs) per user and minute. */
    auditReportsPerMinute: number;
    /** POST /api/auth/ws-ticket per user and minute (docs/realtime.md). */
    wsTicketsPerMinute: number;
  };
  /**
   * /ws/notifications (docs/realtime.md): the ticket's life, the server's ping period, and the
   * sockets this instance opens per second (docs/realtime.md#reconnecting).
   */
  realtime: { ticketTtlMs: number; heartbeatIntervalMs: number; connectionsPerSecond: number };
  /** Audit entries older than this are removed at start and every 24 h (docs/audit.md). */
  auditRetentionDays: number;
  /** What the health check measures the process's memory against (docs/operations.md). */
  memoryLimitMb: number | undefined;
  /** Bearer token for GET /metrics; unset means /metrics answers 404 (docs/operations.md). */
  metricsToken: string | undefined;
  /**
   * Hosts, addresses or CIDR ranges outbound requests may reach although private
   * (docs/conventions.md#security).
   */
  outboundAllowHosts: string[];
  /** The contact push services see in VAPID tokens (docs/notifications.md). */
  vapidSubject: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value; // comma-separated addresses or CIDRs
}

const SMTP_VARIABLES: ReadonlyArray<[string, SmtpField[]]> = [
  ['SMTP_HOST', ['host']],
  ['SMTP_PORT', ['port']],
  ['SMTP_SECURE', ['secure']],
  ['SMTP_IGNORE_TLS', ['ignoreTls']],
  ['SMTP_USER', ['user']],
  ['SMTP_PASSWORD', ['password']],
  ['SMTP_FROM', ['fromAddress', 'fromName']],
];

function smtpEnvironmentFields(env: Record<string, string | undefined>): SmtpField[] {
  return SMTP_VARIABLES.filter(([name]) => env[name] !== undefined).flatMap(([, fields]) => fields);
}

/** The bare address of `Name <address>` (or the value itself). */
function smtpFromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * Reads `.env` from the directory npm (or the user) started in, when present
 * (docs/conventions.md#configuration).
 */
export function loadEnvFile(): Record<string, string | undefined> {
  const directory = process.env.INIT_CWD ?? process.cwd();
  loadDotenv({ path: path.join(directory, '.env'), quiet: true });
  return process.env;
}

/**
 * With PostgreSQL (DATABASE_URL) the server may run as several instances behind a balancer, and
 * a secret generated under each instance's DATA_DIR would differ from the others': sessions
 * signed by one instance answered 401 on the next, stored secrets would not decrypt. So the
 * server refuses to start without both (docs/operations.md#start); the embedded engine, one
 * process by construction, keeps generating them.
 */
export class MissingSharedSecretsError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `DATABASE_URL is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: ` +
        'every instance sharing the database must use the same JWT_SECRET and SECRETS_KEY, or a ' +
        'session signed by one instance is refused by the others (random 401s behind a load ' +
        'balancer) and stored secrets cannot be decrypted. Generate each once with ' +
        '`openssl rand -base64 48` and set the same values on every instance.',
    );
  }
}

/** Throws MissingSharedSecretsError when the server would run on PostgreSQL without them. */
export function requireSharedSecrets(
  config: Pick<Config, 'databaseUrl' | 'jwtSecret' | 'secretsKey'>,
): void {
  if (!config.databaseUrl) return;
  const missing = [
    ...(config.jwtSecret ? [] : ['JWT_SECRET']),
    ...(config.secretsKey ? [] : ['SECRETS_KEY']),
  ];
  if (missing.length > 0) throw new MissingSharedSecretsError(missing);
}

/** Parses the environment, listing every bad variable at once (fails fast at start). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const storageProblems: string[] = [];
  const storage = parseStorageSettings(e, storageProblems);
  if (storageProblems.length > 0) throw new ConfigError(storageProblems);
  const dataDir = path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedSharedBuffers: e.EMBEDDED_DB_SHARED_BUFFERS,
    redisUrl: e.REDIS_URL,
    storage,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    admin: {
      email: e.ADMIN_EMAIL?.trim().toLowerCase(),
      password: e.ADMIN_PASSWORD,
      name: e.ADMIN_NAME,
    },
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY,
    previousSecrets: { jwt: e.JWT_SECRET_PREVIOUS, secretsKey: e.SECRETS_KEY_PREVIOUS },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // From src/config.ts and from the bundle in dist/ alike, the web build is ../../web/dist.
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    ),
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.SMTP_FROM,
      ignoreTls: e.SMTP_IGNORE_TLS,
      environmentFields: smtpEnvironmentFields(cleaned),
    },
    auth: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
      resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    },
    rateLimits: {
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MINUTE,
      userPerMinute: e.RATE_LIMIT_USER_PER_MINUTE,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginWindowMinutes: e.RATE_LIMIT_LOGIN_WINDOW_MINUTES,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      forgotPasswordPerHour: e.RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR,
      publicTicketsPerHour: e.RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR,
      auditReportsPerMinute: e.RATE_LIMIT_AUDIT_REPORTS_PER_MINUTE,
      wsTicketsPerMinute: e.RATE_LIMIT_WS_TICKETS_PER_MINUTE,
    },
    realtime: {
      ticketTtlMs: e.WS_TICKET_TTL_MS,
      heartbeatIntervalMs: e.WS_HEARTBEAT_INTERVAL_MS,
      connectionsPerSecond: e.WS_CONNECTIONS_PER_SECOND,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    memoryLimitMb: e.MEMORY_LIMIT_MB,
    metricsToken: e.METRICS_TOKEN,
    outboundAllowHosts: (e.OUTBOUND_ALLOW_HOSTS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    vapidSubject:
      e.VAPID_SUBJECT ??
      `mailto:${e.ADMIN_EMAIL?.trim().toLowerCase() ?? smtpFromAddress(e.SMTP_FROM)}`,
  };
}
