import {
  mailboxMessages,
  type Mailbox,
  type MailboxCreateInput,
  type MailboxTestResult,
  type MailboxUpdateInput,
} from '@atiende/contracts/mailboxes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { departments, emailMailboxes, type EmailMailboxRow } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { OutboundPolicy } from '../../../platform/outbound';
import type { SecretBox } from '../../../platform/secret-box';
import { recordAudit, type AuditContext } from '../../audit/index';
import { connectImap, endImap, ImapProblem, resolveImapHost } from './imap-connection';

const v = mailboxMessages.validation;
const r = mailboxMessages.results;

export type MailboxesDeps = {
  db: Db;
  secretBox: SecretBox;
  policy: OutboundPolicy;
  /** Connection tests and polls are cut off after this (10 s; shorter in tests). */
  timeoutMs?: number;
};

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', [{ field, message }], { message });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The mailbox as the API shows it: the password only said to be stored. */
export function toMailbox(row: EmailMailboxRow, departmentName: string | null): Mailbox {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    passwordSet: row.passwordEncrypted.length > 0,
    folder: row.folder,
    processedFolder: row.processedFolder,
    departmentId: row.departmentId,
    departmentName,
    isActive: row.isActive,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastPollStatus: row.lastPollStatus,
    lastPollMessage: row.lastPollMessage,
    uidValidity: row.uidValidity === null ? null : row.uidValidity.toString(),
    lastUid: row.lastUid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a mailbox: never the password. */
const auditView = (row: EmailMailboxRow) => ({
  name: row.name,
  host: row.host,
  port: row.port,
  security: row.security,
  username: row.username,
  folder: row.folder,
  processedFolder: row.processedFolder,
  departmentId: row.departmentId,
  isActive: row.isActive,
});

async function selectWithDepartment(executor: Executor, id?: string) {
  return executor
    .select({ row: emailMailboxes, departmentName: departments.name })
    .from(emailMailboxes)
    .leftJoin(departments, eq(departments.id, emailMailboxes.departmentId))
    .where(id ? eq(emailMailboxes.id, id) : undefined)
    .orderBy(asc(sql`lower(${emailMailboxes.name})`), asc(emailMailboxes.id));
}

async function findRow(executor: Executor, id: string): Promise<EmailMailboxRow> {
  const [row] = await executor.select().from(emailMailboxes).where(eq(emailMailboxes.id, id));
  if (!row) throw new AppError('MAILBOX_NOT_FOUND');
  return row;
}

async function checkDepartment(executor: Executor, departmentId: string | null) {
  if (departmentId === null) return;
  const [found] = await executor
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.isActive, true)));
  if (!found) throw fieldError('departmentId', v.departmentNotFound);
}

/** docs/conventions.md#security: a private or loopback server is refused unless allowed. */
async function checkHost(policy: OutboundPolicy, host: string) {
  try {
    await resolveImapHost(host, policy);
  } catch (error) {
    if (error instanceof ImapProblem && error.kind === 'blocked')
      throw fieldError('host', v.hostBlocked);
    throw fieldError('host', v.hostUnresolved);
  }
}

/** Host names compare without case or a trailing dot. */
const sameHost = (a: string, b: string) =>
  a.trim().replace(/\.$/, '').toLowerCase() === b.trim().replace(/\.$/, '').toLowerCase();

/**
 * The IMAP mailboxes (docs/email.md#mailboxes-imap): administrators only (the routes say so);
 * every change audited in its transaction; the password encrypted, never returned.
 */
export function createMailboxesService(deps: MailboxesDeps) {
  const { db } = deps;

  async function get(id: string): Promise<Mailbox> {
    const [found] = await selectWithDepartment(db, id);
    if (!found) throw new AppError('MAILBOX_NOT_FOUND');
    return toMailbox(found.row, found.departmentName);
  }

  async function list(): Promise<Mailbox[]> {
    const rows = await selectWithDepartment(db);
    return rows.map(({ row, departmentName }) => toMailbox(row, departmentName));
  }

  async function create(context: AuditContext, input: MailboxCreateInput): Promise<Mailbox> {
    await checkHost(deps.policy, input.host);
    const id = await db
      .transaction(async (tx) => {
        await checkDepartment(tx, input.departmentId);
        const [row] = await tx
          .insert(emailMailboxes)
          .values({
            name: input.name,
            host: input.host,
            port: input.port,
            security: input.security,
            username: input.username,
            passwordEncrypted: deps.secretBox.encrypt(input.password),
            folder: input.folder,
            processedFolder: input.processedFolder,
            departmentId: input.departmentId,
            isActive: input.isActive,
            createdById: context.actorId,
            updatedById: context.actorId,
          })
          .returning();
        await recordAudit(tx, {
          context,
          action: 'MAILBOX_CREATED',
          entityType: 'MAILBOX',
          entityId: row!.id,
          after: auditView(row!),
          message: mailboxMessages.audit.created(row!.name),
        });
        return row!.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('MAILBOX_NAME_TAKEN');
        throw error;
      });
    return get(id);
  }

  async function update(
    context: AuditContext,
    id: string,
    input: MailboxUpdateInput,
  ): Promise<Mailbox> {
    const current = await findRow(db, id);
    const hostChanged = !sameHost(current.host, input.host);
    // docs/email.md#mailboxes-imap: a stored password is never sent to a new server.
    if (hostChanged && input.password === undefined) throw fieldError('password', v.passwordRetype);
    if (hostChanged) await checkHost(deps.policy, input.host);
    // Another folder (or server) is another list of UIDs: the bookkeeping starts over.
    const folderChanged =
      hostChanged || current.folder !== input.folder || current.username !== input.username;
    await db
      .transaction(async (tx) => {
        await checkDepartment(tx, input.departmentId);
        const [row] = await tx
          .update(emailMailboxes)
          .set({
            name: input.name,
            host: input.host,
            port: input.port,
            security: input.security,
            username: input.username,
            ...(input.password !== undefined
              ? { passwordEncrypted: deps.secretBox.encrypt(input.password) }
              : {}),
            folder: input.folder,
            processedFolder: input.processedFolder,
            departmentId: input.departmentId,
            isActive: input.isActive,
            ...(folderChanged ? { uidValidity: null, lastUid: 0 } : {}),
            updatedById: context.actorId,
            updatedAt: new Date(),
          })
          .where(eq(emailMailboxes.id, id))
          .returning();
        if (!row) throw new AppError('MAILBOX_NOT_FOUND');
        await recordAudit(tx, {
          context,
          action: 'MAILBOX_UPDATED',
          entityType: 'MAILBOX',
          entityId: id,
          before: auditView(current),
          after: auditView(row),
          details: input.password !== undefined ? { passwordChanged: true } : undefined,
          message: mailboxMessages.audit.updated(row.name),
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('MAILBOX_NAME_TAKEN');
        throw error;
      });
    return get(id);
  }

  async function remove(context: AuditContext, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(emailMailboxes).where(eq(emailMailboxes.id, id)).returning();
      if (!row) throw new AppError('MAILBOX_NOT_FOUND');
      await recordAudit(tx, {
        context,
        action: 'MAILBOX_DELETED',
        entityType: 'MAILBOX',
        entityId: id,
        before: auditView(row),
        message: mailboxMessages.audit.deleted(row.name),
      });
    });
  }

  /** Connects, signs in and opens the folder; the answer says what failed, in Spanish. */
  async function test(id: string): Promise<MailboxTestResult> {
    const row = await findRow(db, id);
    const started = Date.now();
    const latency = () => Date.now() - started;
    let password: string;
    try {
      password = deps.secretBox.decrypt(row.passwordEncrypted);
    } catch {
      return { ok: false, message: r.passwordUnreadable, latencyMs: 0, messages: null };
    }
    let client;
    try {
      client = await connectImap({ ...row, password }, deps.policy, deps.timeoutMs);
    } catch (error) {
      const problem = error instanceof ImapProblem ? error : new ImapProblem('unknown', r.unknown);
      return { ok: false, message: problem.message, latencyMs: latency(), messages: null };
    }
    try {
      const status = await client.status(row.folder, { messages: true }).catch(() => null);
      if (!status) {
        return {
          ok: false,
          message: r.folderMissing(row.folder),
          latencyMs: latency(),
          messages: null,
        };
      }
      const messages = status.messages ?? 0;
      return { ok: true, message: r.ok(messages), latencyMs: latency(), messages };
    } finally {
      await endImap(client);
    }
  }

  return { list, get, create, update, remove, test };
}

export type MailboxesService = ReturnType<typeof createMailboxesService>;
