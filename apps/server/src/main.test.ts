import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-main-'));
const children: ChildProcess[] = [];

function startMain(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      INIT_CWD: serverDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'jefa@example.pe',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('prints the generated admin password once, refuses a second process on DATA_DIR, and drains on SIGTERM', async () => {
    const first = startMain(3971);
    await waitForHealth(3971);
    expect(first.output()).toContain('First administrator created with a generated password');
    expect(existsSync(path.join(dataDir, 'atiende.lock'))).toBe(true);

    const second = startMain(3972);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Atiende process is already using DATA_DIR');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'atiende.lock'))).toBe(false);

    // The next start reuses the data: no new administrator, no new password in the log.
    const third = startMain(3973);
    await waitForHealth(3973);
    expect(third.output()).not.toContain('generated password');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);

  // docs/operations.md#start: instances on PostgreSQL must share both secrets.
  it('refuses to start on PostgreSQL without JWT_SECRET and SECRETS_KEY, saying why and how to make them', async () => {
    const secret = 'x'.repeat(48);
    // Port 1: had it tried to connect, the error would be another one.
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/atiende';
    for (const [env, missing] of [
      [{ JWT_SECRET: '', SECRETS_KEY: '' }, 'JWT_SECRET and SECRETS_KEY are not'],
      [{ JWT_SECRET: secret, SECRETS_KEY: '' }, 'SECRETS_KEY is not'],
      [{ JWT_SECRET: '', SECRETS_KEY: secret }, 'JWT_SECRET is not'],
    ] as const) {
      const refused = startMain(3974, { DATABASE_URL: databaseUrl, ...env });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`DATABASE_URL is set but ${missing}`);
      expect(refused.output()).toContain('openssl rand -base64 48');
      expect(refused.output()).not.toContain('ECONNREFUSED');
    }
  }, 60_000);

  // docs/operations.md#embedded-default: paused past the stale time, another server took DATA_DIR.
  it('stops with exit code 1 and a clear error when another process takes its DATA_DIR lock', async () => {
    const ownDataDir = mkdtempSync(path.join(tmpdir(), 'atiende-main-lost-'));
    const server = startMain(3975, { DATA_DIR: ownDataDir });
    await waitForHealth(3975);
    const lockfilePath = path.join(ownDataDir, 'atiende.lock');
    // A second server found the lock stale and removed it to take it.
    rmSync(lockfilePath, { recursive: true });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Lost the lock on DATA_DIR=${ownDataDir}`);
    expect(server.output()).toContain('"signal":"DATA_DIR lock lost"');
  }, 90_000);
});
