import { mailboxMessages } from '@atiende/contracts/mailboxes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import {
  needsDovecot,
  dovecotAvailable,
  startDovecot,
  type Dovecot,
  type DovecotUser,
} from '../../../../test/dovecot';
import { emailMailboxes } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { createOutboundPolicy } from '../../../platform/outbound';
import { createSecretBox } from '../../../platform/secret-box';
import { pollActiveMailboxes, pollMailboxNow, type PollerDeps } from './mailbox-poller';

// docs/email.md#mailboxes-imap: the poller against a real Dovecot — which messages it takes on
// the first poll and after, UID bookkeeping (never the same UID twice), \Seen and moving, a
// folder rebuilt under a new UIDVALIDITY, a failing pipeline, messages over the size cap, one
// poll at a time. The inbound pipeline is the parameter the poller is given: here a recorder of
// the raw messages handed to it (the pipeline itself is tested in ../inbound).

const r = mailboxMessages.results;

const testApp = useTestApp();
const secretBox = createSecretBox('mailbox-poller-test-key');
let dovecot: Dovecot;
let sequence = 0;

type Handed = { raw: string; mailboxId: string };
let handed: Handed[] = [];
let failIngest = false;

const deps = (overrides: Partial<PollerDeps> = {}): PollerDeps => ({
  db: testApp.database.db,
  secretBox,
  policy: createOutboundPolicy(['127.0.0.1']),
  log: { warn: () => undefined, error: () => undefined, info: () => undefined },
  maxMessageBytes: 1024 * 1024,
  timeoutMs: 5_000,
  ingest: async ({ raw, mailboxId, source }) => {
    expect(source).toBe('imap');
    if (failIngest) throw new Error('pipeline down');
    handed.push({ raw: raw.toString('utf8'), mailboxId });
  },
  ...overrides,
});

const mail = (subject: string, body = 'Hola') =>
  `From: Ana <ana@cliente.pe>\r\nTo: soporte@example.pe\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, '')}.${Date.now()}@cliente.pe>\r\n\r\n${body}\r\n`;

const subjects = () => handed.map(({ raw }) => /Subject: (.*)\r\n/.exec(raw)?.[1]);

async function makeAccount(): Promise<DovecotUser> {
  sequence += 1;
  return { user: `buzon${sequence}`, password: `clave-${sequence}` };
}

async function addMailbox(
  user: DovecotUser,
  overrides: Partial<typeof emailMailboxes.$inferInsert> = {},
) {
  const [row] = await testApp.database.db
    .insert(emailMailboxes)
    .values({
      name: `Buzón ${user.user}`,
      host: '127.0.0.1',
      port: dovecot.port,
      security: 'NONE',
      username: user.user,
      passwordEncrypted: secretBox.encrypt(user.password),
      ...overrides,
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) =>
  (await testApp.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.id, id)))[0]!;

const accounts: DovecotUser[] = Array.from({ length: 12 }, (_, index) => ({
  user: `buzon${index + 1}`,
  password: `clave-${index + 1}`,
}));

beforeAll(async () => {
  if (dovecotAvailable) dovecot = await startDovecot(accounts);
});
afterAll(async () => dovecot?.stop());
beforeEach(() => {
  handed = [];
  failIngest = false;
});

describe.skipIf(!dovecotAvailable)(needsDovecot('polling a mailbox'), () => {
  it('takes only the unseen messages on the first poll, then every new UID once', async () => {
    const user = await makeAccount();
    await dovecot.append(user, mail('Antiguo leído'), 'INBOX', ['\\Seen']);
    await dovecot.append(user, mail('Sin leer'));
    await dovecot.append(user, mail('Otro leído'), 'INBOX', ['\\Seen']);
    const mailbox = await addMailbox(user);

    const first = await pollMailboxNow(deps(), mailbox.id);
    expect(first).toEqual({ status: 'OK', message: r.polled(1), handled: 1 });
    expect(subjects()).toEqual(['Sin leer']);
    expect(handed[0]!.mailboxId).toBe(mailbox.id);
    let row = await rowOf(mailbox.id);
    expect(row.uidValidity).not.toBeNull();
    // Everything that existed at the first poll is behind the mark.
    expect(row.lastUid).toBe(3);
    expect(row).toMatchObject({ lastPollStatus: 'OK', lastPollMessage: r.polled(1) });
    expect(row.lastPolledAt).toBeInstanceOf(Date);
    expect(row.pollLeaseUntil).toBeNull();
    expect((await dovecot.list(user)).every((message) => message.flags.includes('\\Seen'))).toBe(
      true,
    );

    handed = [];
    await dovecot.append(user, mail('Nuevo uno'));
    // A message someone else already read in their mail client is still new to the help desk.
    await dovecot.append(user, mail('Nuevo dos'), 'INBOX', ['\\Seen']);
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({ handled: 2 });
    expect(subjects()).toEqual(['Nuevo uno', 'Nuevo dos']);
    row = await rowOf(mailbox.id);
    expect(row.lastUid).toBe(5);

    // Nothing new in the folder (a message in another folder is not this mailbox's): nothing
    // handed again.
    handed = [];
    await dovecot.append(user, mail('Ignorado'), 'Otra');
    expect(await pollMailboxNow(deps(), mailbox.id)).toEqual({
      status: 'OK',
      message: r.polled(0),
      handled: 0,
    });
    expect(handed).toEqual([]);
  });

  it('moves handled messages to the folder for them, creating it', async () => {
    const user = await makeAccount();
    await dovecot.append(user, mail('Para mover'));
    const mailbox = await addMailbox(user, { processedFolder: 'Procesados' });
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({ status: 'OK', handled: 1 });
    expect(await dovecot.list(user)).toEqual([]);
    const moved = await dovecot.list(user, 'Procesados');
    expect(moved.map((message) => message.subject)).toEqual(['Para mover']);
    expect(moved[0]!.flags).toContain('\\Seen');
    // A later message is found by UID although the earlier ones left the folder.
    handed = [];
    await dovecot.append(user, mail('Segundo'));
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({ handled: 1 });
    expect(subjects()).toEqual(['Segundo']);
  });

  it('keeps a message whose handling failed for the next poll, and records the error', async () => {
    const user = await makeAccount();
    const mailbox = await addMailbox(user);
    await pollMailboxNow(deps(), mailbox.id);
    const mark = (await rowOf(mailbox.id)).lastUid;
    await dovecot.append(user, mail('Falla primero'));
    failIngest = true;
    expect(await pollMailboxNow(deps(), mailbox.id)).toEqual({
      status: 'ERROR',
      message: r.ingestFailed,
      handled: 0,
    });
    let row = await rowOf(mailbox.id);
    expect(row).toMatchObject({ lastPollStatus: 'ERROR', lastPollMessage: r.ingestFailed });
    expect(row.lastUid).toBe(mark);
    expect((await dovecot.list(user))[0]!.flags).not.toContain('\\Seen');

    failIngest = false;
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({ status: 'OK', handled: 1 });
    expect(subjects()).toEqual(['Falla primero']);
    row = await rowOf(mailbox.id);
    expect(row.lastUid).toBe(mark + 1);
    expect(row.lastPollStatus).toBe('OK');
  });

  it('leaves a message over the size cap unread by the pipeline and moves past it', async () => {
    const user = await makeAccount();
    const mailbox = await addMailbox(user);
    await pollMailboxNow(deps(), mailbox.id);
    await dovecot.append(user, mail('Enorme', 'x'.repeat(20_000)));
    await dovecot.append(user, mail('Pequeño'));
    const small = deps({ maxMessageBytes: 10_000 });
    expect(await pollMailboxNow(small, mailbox.id)).toMatchObject({ status: 'OK', handled: 1 });
    expect(subjects()).toEqual(['Pequeño']);
    expect((await rowOf(mailbox.id)).lastUid).toBe(2);
  });

  it('passes over a message the pipeline refuses (unreadable), without blocking the next', async () => {
    const user = await makeAccount();
    const mailbox = await addMailbox(user);
    await pollMailboxNow(deps(), mailbox.id);
    await dovecot.append(user, mail('Ilegible'));
    await dovecot.append(user, mail('Legible'));
    const refusing = deps({
      ingest: async ({ raw }) => {
        if (raw.toString('utf8').includes('Subject: Ilegible'))
          throw new AppError('EMAIL_MESSAGE_UNREADABLE');
        handed.push({ raw: raw.toString('utf8'), mailboxId: mailbox.id });
      },
    });
    expect(await pollMailboxNow(refusing, mailbox.id)).toEqual({
      status: 'OK',
      message: r.polled(1),
      handled: 1,
    });
    expect(subjects()).toEqual(['Legible']);
    expect((await rowOf(mailbox.id)).lastUid).toBe(2);
  });

  it('takes a batch per poll and the rest at the next one', async () => {
    const user = await makeAccount();
    const mailbox = await addMailbox(user);
    await pollMailboxNow(deps(), mailbox.id);
    for (const subject of ['Uno', 'Dos', 'Tres']) await dovecot.append(user, mail(subject));
    expect(await pollMailboxNow(deps({ batchSize: 2 }), mailbox.id)).toMatchObject({ handled: 2 });
    expect(await pollMailboxNow(deps({ batchSize: 2 }), mailbox.id)).toMatchObject({ handled: 1 });
    expect(await pollMailboxNow(deps({ batchSize: 2 }), mailbox.id)).toMatchObject({ handled: 0 });
    expect(subjects()).toEqual(['Uno', 'Dos', 'Tres']);
  });

  it('starts over with the unseen messages when the folder has a new UIDVALIDITY', async () => {
    const user = await makeAccount();
    await dovecot.append(user, mail('Antes'), 'Soporte');
    const mailbox = await addMailbox(user, { folder: 'Soporte' });
    await pollMailboxNow(deps(), mailbox.id);
    const before = await rowOf(mailbox.id);
    expect(subjects()).toEqual(['Antes']);

    handed = [];
    await dovecot.recreate(user, 'Soporte');
    await dovecot.append(user, mail('Reconstruido leído'), 'Soporte', ['\\Seen']);
    await dovecot.append(user, mail('Reconstruido nuevo'), 'Soporte');
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({ handled: 1 });
    expect(subjects()).toEqual(['Reconstruido nuevo']);
    const after = await rowOf(mailbox.id);
    expect(after.uidValidity).not.toBe(before.uidValidity);
    expect(after.lastUid).toBe(2);
  });

  it('polls a mailbox once at a time', async () => {
    const user = await makeAccount();
    await dovecot.append(user, mail('Una sola vez'));
    const mailbox = await addMailbox(user);
    const outcomes = await Promise.all([
      pollMailboxNow(deps(), mailbox.id),
      pollMailboxNow(deps(), mailbox.id),
    ]);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(subjects()).toEqual(['Una sola vez']);
  });

  it('records a refused password, and polls only the active mailboxes', async () => {
    const user = await makeAccount();
    const wrong = await addMailbox(user, {
      passwordEncrypted: secretBox.encrypt('no-es-la-clave'),
    });
    const paused = await addMailbox(await makeAccount(), { isActive: false });
    await dovecot.append(accounts[sequence - 1]!, mail('En pausa'));
    await pollActiveMailboxes(deps());
    expect(await rowOf(wrong.id)).toMatchObject({
      lastPollStatus: 'ERROR',
      lastPollMessage: r.authFailed,
      lastUid: 0,
    });
    expect(await rowOf(paused.id)).toMatchObject({ lastPolledAt: null, lastPollStatus: null });
    expect(subjects()).not.toContain('En pausa');
  });

  it('says so when the stored password no longer opens', async () => {
    const user = await makeAccount();
    const mailbox = await addMailbox(user, {
      passwordEncrypted: createSecretBox('otra-clave-de-cifrado').encrypt(user.password),
    });
    expect(await pollMailboxNow(deps(), mailbox.id)).toMatchObject({
      status: 'ERROR',
      message: r.passwordUnreadable,
    });
  });
});
