// Shared by backup.test.ts and move-to-postgres.test.ts: an embedded DATA_DIR holding a small
// help desk written through the API (tickets, a reply with a file, users).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createDeskTicket, makeHelpDesk } from './ticket-factories';
import { openEmbeddedDatabase, PGLITE_EXTENSIONS, type Database } from '../src/db/client';

/** A new DATA_DIR whose pgdata is the run's migrated template (the server's first start, faster). */
export async function embeddedDataDir(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atiende-backup-test-')), 'data');
  mkdirSync(dataDir); // PGlite does not create parents (docs/conventions.md#known-traps)
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplateFile'))]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
  return dataDir;
}

/** The app on `dataDir`'s embedded database, as `npm start` opens it (holding the lock). */
export async function appOnDataDir(dataDir: string, database?: Database): Promise<TestApp> {
  return buildTestApp(
    { DATA_DIR: dataDir },
    { database: database ?? (await openEmbeddedDatabase(dataDir)) },
  );
}

const BOUNDARY = '----atiendeBackup';

/** A help desk with two tickets, one public reply carrying `fileText` as a file. */
export async function fillHelpDesk(testApp: TestApp, fileText: string) {
  const desk = await makeHelpDesk(testApp);
  const first = await createDeskTicket(testApp.app, desk, { title: 'No imprime la boleta' });
  const second = await createDeskTicket(testApp.app, desk, { title: 'El POS no enciende' });
  const payload =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="body"\r\n\r\nAdjunto el log\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="pos.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\n${fileText}\r\n--${BOUNDARY}--\r\n`;
  const reply = await testApp.app.inject({
    method: 'POST',
    url: `/api/tickets/${first.id}/comments`,
    headers: {
      ...desk.client.headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
  if (reply.statusCode !== 201) throw new Error(`reply: ${reply.statusCode} ${reply.body}`);
  return { desk, tickets: [first, second] };
}
