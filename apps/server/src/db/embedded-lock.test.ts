import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, migrateDatabase, openEmbeddedDatabase } from './client';

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
});
