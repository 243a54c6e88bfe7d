import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  DataDirLockLostError,
  migrateDatabase,
  openEmbeddedDatabase,
  selectRows,
} from './client';

describe('openEmbeddedDatabase', () => {
  it('persists under DATA_DIR and refuses a second process on the same directory', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atiende-lock-')), 'nested', 'data');
    const first = await openEmbeddedDatabase(dataDir);
    await migrateDatabase(first);
    await expect(openEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    // Released on close: the next start opens it and finds the migrated schema.
    const second = await openEmbeddedDatabase(dataDir);
    await migrateDatabase(second);
    expect(await second.ping()).toBeGreaterThanOrEqual(0);
    await second.close();
  }, 60_000);

  // docs/operations.md#embedded-default: a holder paused past the stale time loses the lock.
  it('stops writing when another process takes the lock: reports it, refuses queries, and closes without touching the files', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atiende-lock-')), 'data');
    const lockfilePath = path.join(dataDir, 'atiende.lock');
    const lost: DataDirLockLostError[] = [];
    const holder = await openEmbeddedDatabase(dataDir, {
      lockUpdateMs: 1_000,
      onLockLost: (error) => lost.push(error),
    });
    await holder.db.execute(sql`CREATE TABLE kept (n int)`);
    await holder.db.execute(sql`INSERT INTO kept VALUES (1)`);

    // What a second server does when it finds the lock stale: removes it, then takes it. (Taken
    // at once, the holder's refresh in flight could touch the new lock and keep it instead: a
    // race of proper-lockfile's own; the holder's refresh stops once it notices the removal.)
    rmSync(lockfilePath, { recursive: true });
    for (let waited = 0; lost.length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const releaseOther = await lockfile.lock(dataDir, {
      lockfilePath,
      realpath: false,
      onCompromised: () => undefined,
    });
    try {
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(DataDirLockLostError);
      expect(lost[0]!.message).toContain(`Lost the lock on DATA_DIR=${dataDir}`);

      const filesBefore = snapshot(path.join(dataDir, 'pgdata'));
      await expect(holder.db.execute(sql`INSERT INTO kept VALUES (2)`)).rejects.toThrow();
      await holder.close();
      expect(snapshot(path.join(dataDir, 'pgdata'))).toEqual(filesBefore);
      // The lock is the other process's now: closing left it in place.
      expect(existsSync(lockfilePath)).toBe(true);
    } finally {
      await releaseOther();
    }

    // What was committed before the loss is there for the next holder; the refused row is not.
    const next = await openEmbeddedDatabase(dataDir);
    expect(await selectRows(next.db, sql`SELECT n FROM kept`)).toEqual([{ n: 1 }]);
    await next.close();
  }, 60_000);
});

/** Every file under a directory with its size and modification time. */
function snapshot(directory: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statSync(file);
    files[path.relative(directory, file)] = `${stat.size}:${stat.mtimeMs}`;
  }
  return files;
}
