import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { appOnDataDir, embeddedDataDir, fillHelpDesk } from '../../test/data-dir-helpers';
import { openEmbeddedDatabase } from '../db/client';
import { EMBEDDED_DUMP_PATH } from '../modules/backup/index';
import { BackupArchiveError, type BackupManifest } from './backup-archive';
import { BackupRefusedError, createBackup } from './backup-create';
import { listStoredFiles } from './backup-files';
import { restoreBackup } from './backup-restore';
import { countTables, pgliteRunner } from './backup-tables';
import type { PGlite } from '@electric-sql/pglite';

const scratch = mkdtempSync(path.join(tmpdir(), 'atiende-backups-'));
const fileText = `log del POS ${randomBytes(8).toString('hex')}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function countsOf(dataDir: string) {
  const database = await openEmbeddedDatabase(dataDir);
  try {
    return await countTables(pgliteRunner((database.db as unknown as { $client: PGlite }).$client));
  } finally {
    await database.close();
  }
}

/** What a data directory holds besides its lock: a failed restore must leave it as it was. */
const entriesOf = (dataDir: string) =>
  existsSync(dataDir)
    ? readdirSync(dataDir)
        .filter((name) => name !== 'atiende.lock')
        .sort()
    : [];

describe('npm run backup and npm run restore on the embedded database', () => {
  let source: TestApp;
  let sourceDir: string;
  let archive: string;
  let manifest: BackupManifest;

  beforeAll(async () => {
    sourceDir = await embeddedDataDir();
    source = await appOnDataDir(sourceDir);
    await fillHelpDesk(source, fileText);
    const address = await source.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    archive = path.join(scratch, 'online.tar.gz');
    // Online: the server holds DATA_DIR, so the command asks it for the dump over loopback.
    ({ manifest } = await createBackup(
      { ...source.config, port },
      { output: archive, force: false, includeSecrets: true, env: {} },
    ));
  }, 120_000);
  afterAll(async () => source?.app.close());

  it('writes one archive whose manifest counts the rows, the files and the secrets', () => {
    expect(manifest.engine).toBe('pglite');
    expect(manifest.tables.tickets).toBe(2);
    expect(manifest.tables.ticket_comments).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.users).toBe(6);
    // Its own audit entry is in the dump: the server wrote it before dumping.
    expect(manifest.tables.audit_logs).toBeGreaterThanOrEqual(1);
    expect(manifest.files.count).toBe(1);
    expect(manifest.secrets).toContain('backup-token.key');
  });

  it('refuses to overwrite an existing archive without --force', async () => {
    const before = sha(readFileSync(archive));
    await expect(
      createBackup(source.config, { output: archive, force: false, includeSecrets: true, env: {} }),
    ).rejects.toBeInstanceOf(BackupRefusedError);
    expect(sha(readFileSync(archive))).toBe(before);
  });

  it('answers 403 to a dump request without the local token, or with a wrong one', async () => {
    const admin = await source.app.inject({ method: 'POST', url: EMBEDDED_DUMP_PATH });
    expect(admin.statusCode).toBe(403);
    const wrong = await source.app.inject({
      method: 'POST',
      url: EMBEDDED_DUMP_PATH,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('FORBIDDEN');
  });

  it('restores into an empty DATA_DIR: same counts, the file byte for byte, the secrets', async () => {
    const target = path.join(mkdtempSync(path.join(scratch, 'restore-')), 'data');
    const result = await restoreBackup(
      { ...source.config, dataDir: target },
      { file: archive, force: false, env: {} },
    );
    expect(result.movedAside).toBeNull();
    const counts = await countsOf(target);
    // The restore adds its own audit entry once the counts matched.
    expect({ ...counts, audit_logs: counts.audit_logs! - 1 }).toEqual(manifest.tables);
    const [original] = await listStoredFiles(sourceDir);
    const [restored] = await listStoredFiles(target);
    expect(restored).toEqual(original);
    const bytesOf = (dir: string) =>
      readFileSync(path.join(dir, original!.area, ...original!.key.split('/')));
    expect(sha(bytesOf(target))).toBe(sha(bytesOf(sourceDir)));
    expect(bytesOf(target).toString()).toBe(fileText);
    expect(readFileSync(path.join(target, 'secrets', 'backup-token.key'), 'utf8')).toBe(
      readFileSync(path.join(sourceDir, 'secrets', 'backup-token.key'), 'utf8'),
    );

    // Not empty any more: refused without --force, nothing touched; with --force, the old moves aside.
    const entries = entriesOf(target);
    await expect(
      restoreBackup(
        { ...source.config, dataDir: target },
        { file: archive, force: false, env: {} },
      ),
    ).rejects.toBeInstanceOf(BackupRefusedError);
    expect(entriesOf(target)).toEqual(entries);
    const forced = await restoreBackup(
      { ...source.config, dataDir: target },
      { file: archive, force: true, env: {} },
    );
    expect(forced.movedAside).toMatch(/before-restore-/);
    expect((await countsOf(target)).tickets).toBe(2);
  }, 120_000);

  it('refuses a backup of the embedded database when DATABASE_URL is set', async () => {
    const target = path.join(mkdtempSync(path.join(scratch, 'engine-')), 'data');
    await expect(
      restoreBackup(
        { ...source.config, dataDir: target, databaseUrl: 'postgres://postgres@127.0.0.1:1/none' },
        { file: archive, force: true, env: {} },
      ),
    ).rejects.toThrow(/embedded database/);
    expect(entriesOf(target)).toEqual([]);
  });

  it.each([
    ['random bytes', () => randomBytes(4096)],
    ['an archive cut inside its database dump', () => readFileSync(archive).subarray(0, 3_000)],
    [
      'an archive cut in its middle',
      () => readFileSync(archive).subarray(0, Math.floor(readFileSync(archive).length / 2)),
    ],
    ['a gzip of something else', () => readFileSync(path.join(sourceDir, 'pgdata', 'PG_VERSION'))],
  ])('rejects %s with a clear message and writes nothing', async (_name, bytesOf) => {
    const file = path.join(scratch, `bad-${randomBytes(4).toString('hex')}.tar.gz`);
    writeFileSync(file, bytesOf());
    const target = path.join(mkdtempSync(path.join(scratch, 'bad-')), 'data');
    const restoring = restoreBackup(
      { ...source.config, dataDir: target },
      { file, force: false, env: {} },
    );
    await expect(restoring).rejects.toBeInstanceOf(BackupArchiveError);
    expect(entriesOf(target)).toEqual([]);
  });
});

describe('npm run backup with the server stopped', () => {
  it('opens DATA_DIR itself, and the archive restores', async () => {
    const dataDir = await embeddedDataDir();
    const app = await appOnDataDir(dataDir);
    await fillHelpDesk(app, fileText);
    await app.app.close();
    const output = path.join(scratch, 'offline.tar.gz');
    const { manifest } = await createBackup(app.config, {
      output,
      force: false,
      includeSecrets: false,
      env: {},
    });
    expect(manifest.tables.tickets).toBe(2);
    expect(manifest.secrets).toEqual([]);
    const target = path.join(mkdtempSync(path.join(scratch, 'offline-')), 'data');
    await restoreBackup(
      { ...app.config, dataDir: target },
      { file: output, force: false, env: {} },
    );
    expect((await countsOf(target)).tickets).toBe(2);
  }, 120_000);
});
