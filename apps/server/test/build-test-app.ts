import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { insertUser } from '../src/modules/users/index';
import { hashPassword } from '../src/platform/hashing';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; redis?: Redis };

/**
 * The real app on a fresh database; no web build, silent logs, deterministic secrets. Two
 * instances of one deployment each pass a pool to one database (createSharedTestDatabase) and
 * a Redis client of their own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { withRedis?: boolean; database?: Database; redis?: Redis } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atiende-data-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'atiende-no-web-build'),
    PUBLIC_URL: 'https://soporte.example.pe',
    REFRESH_REUSE_GRACE_SECONDS: '0',
    ...env,
  });
  const redis =
    options.redis ??
    (options.withRedis && process.env.TEST_REDIS_URL
      ? new Redis(process.env.TEST_REDIS_URL, { maxRetriesPerRequest: 1 })
      : undefined);
  const app = await buildApp(config, { database, redis });
  // Before ready: Fastify refuses hooks once started.
  if (redis && !options.redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.ready();
  return { app, database, config, redis };
}

/**
 * The app of one test file: built before its tests (in the file's first `beforeAll`, so hooks
 * registered after this call see it ready) and closed after them. The object is filled in place.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await buildTestApp(env, options));
  });
  afterAll(async () => testApp.app?.close());
  return testApp;
}

/** The names of the files stored under `folder` of the app's data directory (none: []). */
export function storedFileNames(
  testApp: TestApp,
  folder: 'attachments' | 'avatars' | 'imports',
): string[] {
  const root = path.join(testApp.config.dataDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

let sequence = 0;
const DEFAULT_PASSWORD = 'Soporte-Seguro-2026';

/** Factory: a user stored directly, with a known password. */
export async function makeUser(
  database: Database,
  overrides: {
    role?: Role;
    email?: string;
    name?: string;
    password?: string;
    isActive?: boolean;
  } = {},
) {
  sequence += 1;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await insertUser(database.db, {
    name: overrides.name ?? `Usuario ${sequence}`,
    email: overrides.email ?? `usuario${sequence}.${Date.now()}@example.pe`,
    role: overrides.role ?? 'CLIENT',
    isActive: overrides.isActive ?? true,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error('makeUser: e-mail already taken');
  return { ...user, password };
}

/** Signs in through the API; returns the access token and the refresh cookie. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'atiende_refresh');
  return {
    accessToken: response.json().data.accessToken as string,
    refreshToken: cookie?.value as string,
  };
}

export async function makeSignedInUser(testApp: TestApp, role: Role = 'CLIENT') {
  const user = await makeUser(testApp.database, { role });
  const session = await signIn(testApp.app, user.email, user.password);
  return { user, ...session, headers: { authorization: `Bearer ${session.accessToken}` } };
}
