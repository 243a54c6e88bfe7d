import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  MissingSharedSecretsError,
  requireSharedSecrets,
} from '../config';
import { createMemoryLimiter } from './attempt-limiter';
import { createAccessTokens } from './auth/access-tokens';
import { SessionRevocations } from './auth/session-revocations';
import { isCommonPassword } from './common-passwords';
import { nextRetryDelay } from './mail/mailer';
import { resolveSecret } from './secrets';

describe('loadConfig', () => {
  it('has safe defaults so npm start needs no variables', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      env: 'production',
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.rateLimits).toMatchObject({
      loginFailures: 10,
      loginWindowMinutes: 15,
      publicTicketsPerHour: 30,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(
        (error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort(),
      ).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PORT']);
    }
  });

  it('requires shared JWT_SECRET and SECRETS_KEY on PostgreSQL only (docs/operations.md#start)', () => {
    expect(() => requireSharedSecrets(loadConfig({}))).not.toThrow();
    const databaseUrl = 'postgres://postgres@127.0.0.1:5432/atiende';
    const secret = 'y'.repeat(40);
    expect(() => requireSharedSecrets(loadConfig({ DATABASE_URL: databaseUrl }))).toThrow(
      MissingSharedSecretsError,
    );
    expect(() =>
      requireSharedSecrets(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret })),
    ).toThrow(/but SECRETS_KEY is not/);
    expect(() =>
      requireSharedSecrets(
        loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret, SECRETS_KEY: secret }),
      ),
    ).not.toThrow();
  });

  it('treats empty strings as unset and normalises the admin e-mail', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      ADMIN_EMAIL: 'Jefa@Example.PE',
      PUBLIC_URL: 'https://soporte.pe/',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.email).toBe('jefa@example.pe');
    expect(config.publicUrl).toBe('https://soporte.pe');
  });
});

describe('access tokens', () => {
  it('round-trips claims and refuses a token signed with another secret', async () => {
    const tokens = createAccessTokens('a'.repeat(40), 60);
    const claims = {
      userId: '6f1c8d0e-4a5b-4c3d-9e8f-0a1b2c3d4e5f',
      role: 'TECHNICIAN' as const,
      sessionId: 's1',
    };
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    const other = createAccessTokens('b'.repeat(40), 60);
    await expect(other.verify(await tokens.sign(claims))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('reports an expired token as SESSION_EXPIRED, also one verified before it expired', async () => {
    const tokens = createAccessTokens('a'.repeat(40), 1);
    const token = await tokens.sign({ userId: 'u', role: 'CLIENT', sessionId: 's' });
    const seenBefore = await tokens.sign({ userId: 'v', role: 'CLIENT', sessionId: 't' });
    expect(await tokens.verify(seenBefore)).toMatchObject({ userId: 'v' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    await expect(tokens.verify(seenBefore)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('does not take a tampered copy of a verified token', async () => {
    const tokens = createAccessTokens('a'.repeat(40), 60);
    const token = await tokens.sign({ userId: 'u', role: 'CLIENT', sessionId: 's' });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'ADMIN',
      }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('SessionRevocations', () => {
  it('remembers a revoked session for one access-token lifetime', () => {
    let now = 1_000_000;
    const revocations = new SessionRevocations(60_000, () => now);
    revocations.add('s1');
    expect(revocations.has('s1')).toBe(true);
    expect(revocations.has('s2')).toBe(false);
    now += 60_001;
    expect(revocations.has('s1')).toBe(false);
  });
});

describe('memory attempt limiter', () => {
  it('counts hits inside the window and forgets them after it', async () => {
    let now = 0;
    const limiter = createMemoryLimiter(() => now);
    await limiter.hit('k', 1_000);
    await limiter.hit('k', 1_000);
    expect(await limiter.count('k')).toEqual({ count: 2, retryAfterSeconds: 1 });
    now = 1_001;
    expect((await limiter.count('k')).count).toBe(0);
    await limiter.hit('k', 1_000);
    await limiter.reset('k');
    expect((await limiter.count('k')).count).toBe(0);
  });
});

describe('password rules', () => {
  it('knows common passwords in English and Spanish, case-insensitively', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('contraseña')).toBe(true);
    expect(isCommonPassword('Lomo-Saltado-2026')).toBe(false);
  });
});

describe('mail retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, then hourly (docs/conventions.md#reliability)', () => {
    expect([1, 2, 3, 4, 9].map(nextRetryDelay)).toEqual([
      30_000, 120_000, 600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('resolveSecret', () => {
  it('generates a secret once under DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-secret-'));
    const first = resolveSecret(undefined, dataDir, 'jwt');
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(resolveSecret(undefined, dataDir, 'jwt')).toBe(first);
    expect(resolveSecret('configured-secret', dataDir, 'jwt')).toBe('configured-secret');
  });
});
