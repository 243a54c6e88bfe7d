import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-main-'));
const children: ChildProcess[] = [];

function startMain(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      INIT_CWD: serverDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'jefa@example.pe',
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
});
