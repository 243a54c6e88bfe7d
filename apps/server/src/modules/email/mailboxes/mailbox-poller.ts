import { mailboxMessages } from '@atiende/contracts/mailboxes';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { FastifyBaseLogger } from 'fastify';
import { emailMailboxes, type EmailMailboxRow } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { connectImap, describeImapError, endImap, ImapProblem } from './imap-connection';
import type { MailboxesDeps } from './mailboxes.service';

const r = mailboxMessages.results;

/** The inbound pipeline's entry for one raw message read from a mailbox (docs/email.md#inbound). */
export type IngestFromImap = (input: {
  raw: Buffer;
  source: 'imap';
  mailboxId: string;
}) => Promise<unknown>;

export type PollerDeps = MailboxesDeps & {
  ingest: IngestFromImap;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** Messages larger than this are not downloaded (marked seen and left where they are). */
  maxMessageBytes: number;
  /** At most this many messages per mailbox and poll; the rest wait for the next minute. */
  batchSize?: number;
};

export type PollOutcome = { status: 'OK' | 'ERROR'; message: string; handled: number };

/** How long one poll holds its mailbox: longer than any poll, so occurrences never overlap. */
const LEASE_SECONDS = 5 * 60;
const DEFAULT_BATCH = 100;

/** Claims the mailbox for one poll; false when another poll holds it. */
async function claim(deps: PollerDeps, id: string): Promise<boolean> {
  const rows = await deps.db
    .update(emailMailboxes)
    .set({ pollLeaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(emailMailboxes.id, id),
        or(isNull(emailMailboxes.pollLeaseUntil), lt(emailMailboxes.pollLeaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: emailMailboxes.id });
  return rows.length === 1;
}

async function finish(deps: PollerDeps, id: string, outcome: PollOutcome) {
  await deps.db
    .update(emailMailboxes)
    .set({
      lastPolledAt: new Date(),
      lastPollStatus: outcome.status,
      lastPollMessage: outcome.message,
      pollLeaseUntil: null,
    })
    .where(eq(emailMailboxes.id, id));
}

/** Records the folder's UIDVALIDITY and the highest UID handled, after each message. */
async function remember(deps: PollerDeps, id: string, uidValidity: bigint | null, lastUid: number) {
  await deps.db
    .update(emailMailboxes)
    .set({ uidValidity, lastUid })
    .where(eq(emailMailboxes.id, id));
}

async function ensureFolder(client: ImapFlow, folder: string) {
  const list = await client.list();
  if (!list.some((entry) => entry.path === folder)) await client.mailboxCreate(folder);
}

class IngestFailure extends Error {}

/**
 * One poll of one mailbox (docs/email.md#mailboxes-imap): opens the folder, and
 * - while the folder's UIDVALIDITY is not the one stored (a new mailbox, another folder, a server
 *   that rebuilt it), takes its unseen messages, then stores the UIDVALIDITY and the highest UID
 *   existing at the start as the point after which everything is new;
 * - otherwise takes the messages whose UID is above the last one handled.
 * Each message goes to the inbound pipeline, is marked \Seen (and moved when a folder for handled
 * messages is set), and its UID is stored before the next one: a UID is never fetched twice.
 */
export async function pollMailbox(deps: PollerDeps, row: EmailMailboxRow): Promise<PollOutcome> {
  let password: string;
  try {
    password = deps.secretBox.decrypt(row.passwordEncrypted);
  } catch {
    return { status: 'ERROR', message: r.passwordUnreadable, handled: 0 };
  }
  let client: ImapFlow;
  try {
    client = await connectImap({ ...row, password }, deps.policy, deps.timeoutMs);
  } catch (error) {
    return { status: 'ERROR', message: describeImapError(error).message, handled: 0 };
  }
  let handled = 0;
  try {
    let lock;
    try {
      lock = await client.getMailboxLock(row.folder);
    } catch {
      return { status: 'ERROR', message: r.folderMissing(row.folder), handled: 0 };
    }
    try {
      const opened = client.mailbox;
      if (!opened) return { status: 'ERROR', message: r.folderMissing(row.folder), handled: 0 };
      const uidValidity = BigInt(opened.uidValidity);
      const known = row.uidValidity !== null && row.uidValidity === uidValidity;
      const batch = deps.batchSize ?? DEFAULT_BATCH;
      let lastUid = known ? row.lastUid : 0;
      if (!known && row.uidValidity !== null) await remember(deps, row.id, null, 0);
      // The first pass's end: everything up to here existed before the mailbox was followed.
      const baseline = Math.max(0, Number(opened.uidNext) - 1);
      const found = known
        ? await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })
        : await client.search({ seen: false }, { uid: true });
      // `n:*` names the last message even when its UID is below n (RFC 3501 §6.4.8).
      const pending = (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
      const now = pending.slice(0, batch);
      if (row.processedFolder && now.length > 0) await ensureFolder(client, row.processedFolder);
      for (const uid of now) {
        const meta = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
        if (!meta) continue;
        if ((meta.size ?? 0) > deps.maxMessageBytes) {
          deps.log.warn(
            { mailboxId: row.id, uid, size: meta.size },
            'inbound e-mail too large: left unread',
          );
        } else {
          const message = await client.fetchOne(
            String(uid),
            { uid: true, source: true },
            { uid: true },
          );
          if (message && message.source) {
            try {
              await deps.ingest({ raw: message.source, source: 'imap', mailboxId: row.id });
              handled += 1;
            } catch (error) {
              // The pipeline refused the message itself (unreadable, too large): it would refuse
              // it at every poll, so it is passed over like one too large to download.
              if (error instanceof AppError && error.statusCode < 500) {
                deps.log.warn(
                  { mailboxId: row.id, uid, code: error.code },
                  'inbound e-mail refused by the pipeline: left unread',
                );
              } else {
                deps.log.error(
                  { err: error, mailboxId: row.id, uid },
                  'inbound e-mail not ingested',
                );
                throw new IngestFailure();
              }
            }
          }
        }
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        if (row.processedFolder)
          await client.messageMove(String(uid), row.processedFolder, { uid: true });
        lastUid = uid;
        if (known) await remember(deps, row.id, uidValidity, lastUid);
      }
      // The first pass ends when no unseen message is left for a later poll.
      if (!known && pending.length <= batch) {
        await remember(deps, row.id, uidValidity, Math.max(baseline, lastUid));
      }
      return { status: 'OK', message: r.polled(handled), handled };
    } finally {
      lock.release();
    }
  } catch (error) {
    if (error instanceof IngestFailure)
      return { status: 'ERROR', message: r.ingestFailed, handled };
    const problem = error instanceof ImapProblem ? error : describeImapError(error);
    return { status: 'ERROR', message: problem.message, handled };
  } finally {
    await endImap(client);
  }
}

/** Polls one mailbox if no other poll holds it, and records the result on the row. */
export async function pollMailboxNow(deps: PollerDeps, id: string): Promise<PollOutcome | null> {
  if (!(await claim(deps, id))) return null;
  let outcome: PollOutcome;
  try {
    const [row] = await deps.db.select().from(emailMailboxes).where(eq(emailMailboxes.id, id));
    if (!row) return null;
    outcome = await pollMailbox(deps, row);
  } catch (error) {
    deps.log.error({ err: error, mailboxId: id }, 'mailbox poll failed');
    outcome = { status: 'ERROR', message: r.unknown, handled: 0 };
  }
  await finish(deps, id, outcome);
  return outcome;
}

/** The `email.mailboxes` job: every active mailbox, one after the other. */
export async function pollActiveMailboxes(deps: PollerDeps): Promise<void> {
  const active = await deps.db
    .select({ id: emailMailboxes.id })
    .from(emailMailboxes)
    .where(eq(emailMailboxes.isActive, true))
    .orderBy(asc(emailMailboxes.createdAt), asc(emailMailboxes.id));
  for (const { id } of active) await pollMailboxNow(deps, id);
}
