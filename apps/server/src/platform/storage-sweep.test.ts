import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeSignedInUser, makeUser, type TestApp } from '../../test/build-test-app';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTicket, makeDepartment } from '../../test/ticket-factories';
import { importJobs, ticketAttachments, users } from '../db/schema/index';
import type { FileStorage } from './storage';
import { sweepOrphanFiles } from './storage-sweep';

const HOUR = 60 * 60 * 1000;

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

const put = async (storage: FileStorage, text: string) =>
  (await storage.write(Readable.from([Buffer.from(text)]))).key;

/**
 * One orphan and one referenced file per area, written just now: a sweep at the real time keeps
 * everything (the grace period), a sweep two hours later removes exactly the orphans.
 */
function sweepsOrphans(backend: 'disk' | 's3') {
  let s3: TestS3Server | undefined;
  let testApp: TestApp;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3Server();
    testApp = await buildTestApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await testApp?.app.close();
    await s3?.stop();
  });

  it('removes files no row names once past the grace period; keeps referenced and fresh ones', async () => {
    const { db } = testApp.database;
    const files = testApp.app.files;

    const requester = await makeSignedInUser(testApp, 'ADMIN');
    const department = await makeDepartment(testApp.database, {});
    const ticket = await createTicket(testApp.app, requester, { departmentId: department.id });
    const attachment = await put(files.attachments, 'factura');
    await db.insert(ticketAttachments).values({
      ticketId: ticket.id,
      uploadedById: requester.user.id,
      fileName: 'factura.pdf',
      contentType: 'application/pdf',
      sizeBytes: 7,
      storageKey: attachment,
    });
    const avatar = await put(files.avatars, 'png');
    const owner = await makeUser(testApp.database);
    await db
      .update(users)
      .set({ avatar: `${avatar}.png` })
      .where(eq(users.id, owner.id));
    const upload = await put(files.imports, 'a,b');
    const report = await put(files.imports, '{}');
    await db.insert(importJobs).values({
      entity: 'CUSTOMERS',
      fileName: 'clientes.csv',
      fileKey: upload,
      fileSha256: '0'.repeat(64),
      fileSize: 3,
      mapping: {},
      errorReportKey: report,
      createdById: requester.user.id,
    });
    // What a process killed between the write and the commit leaves behind.
    const orphans = {
      attachments: await put(files.attachments, 'huérfano'),
      avatars: await put(files.avatars, 'huérfano'),
      imports: await put(files.imports, 'huérfano'),
    };

    const fresh = await sweepOrphanFiles({ db, files });
    expect(fresh).toEqual({
      attachments: { checked: 2, removed: 0 },
      avatars: { checked: 2, removed: 0 },
      imports: { checked: 3, removed: 0 },
    });

    const later = () => new Date(Date.now() + 2 * HOUR);
    const swept = await sweepOrphanFiles({ db, files, now: later });
    expect(swept).toEqual({
      attachments: { checked: 2, removed: 1 },
      avatars: { checked: 2, removed: 1 },
      imports: { checked: 3, removed: 1 },
    });
    expect(await keysOf(files.attachments)).toEqual([attachment]);
    expect(await keysOf(files.avatars)).toEqual([avatar]);
    expect(await keysOf(files.imports)).toEqual([upload, report].sort());
    expect(await files.attachments.exists(orphans.attachments)).toBe(false);

    // Nothing left to do: a second sweep removes nothing.
    const again = await sweepOrphanFiles({ db, files, now: later });
    expect(Object.values(again).every(({ removed }) => removed === 0)).toBe(true);
  });
}

describe('sweepOrphanFiles on the filesystem', () => sweepsOrphans('disk'));
describe('sweepOrphanFiles on an S3 bucket (s3rver on loopback)', () => sweepsOrphans('s3'));
