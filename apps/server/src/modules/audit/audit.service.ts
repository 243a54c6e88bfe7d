import {
  auditMessages,
  AUDIT_RESPONSE_DATA_MAX_LENGTH,
  classifyApiErrorSeverity,
  classifyErrorSeverity,
  type AuditAction,
  type AuditEntityType,
  type AuditLog,
  type AuditLogFilters,
  type AuditLogListQuery,
  type AuditLogListResponse,
  type AuditSeverity,
  type Role,
} from '@atiende/contracts';
import type { z } from 'zod';
import type { clientAuditEventSchema } from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuditLogRow } from '../../db/schema/index';
import { boundedJson, redactSecrets } from './audit-redaction';
import * as repository from './audit.repository';
import { paginationOf } from '../../platform/pagination';

/** Who did it and from where: the token's identity and the request's address and agent. */
export type AuditContext = {
  actorId: string | null;
  actorRole: Role | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

export type AuditEntry = {
  context: AuditContext;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
  severity?: AuditSeverity;
  message: string;
};

/**
 * Looks up actors' names and e-mails, all of a page in one call. The users module answers (app.ts
 * wires it): the audit module never reads the users table itself
 * (docs/conventions.md#dependencies).
 */
export type ActorDirectory = (
  ids: string[],
) => Promise<Array<{ id: string; name: string; email: string }>>;

const USER_AGENT_MAX = 500;

function snapshot(value: unknown): unknown {
  return value === undefined || value === null ? null : redactSecrets(value);
}

/**
 * Writes one entry. Call it with the transaction of the change it records, so both commit or
 * neither does. Secrets are stripped from before/after/details whatever the caller passes.
 */
export function recordAudit(executor: Executor, entry: AuditEntry): Promise<string> {
  const { context } = entry;
  return repository.insertAuditLog(executor, {
    // Millisecond precision, set here: the export's keyset cursor relies on it.
    createdAt: new Date(),
    actorId: context.actorId,
    actorRole: context.actorRole,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    details: snapshot(entry.details),
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    severity: entry.severity ?? 'INFO',
    message: entry.message,
    requestId: context.requestId,
  });
}

type ClientAuditEvent = z.output<typeof clientAuditEventSchema>;

/**
 * docs/product/audit-and-monitoring.md#error-reports: the server classifies the severity; what the
 * client claims is not trusted.
 */
export function severityOfClientEvent(event: ClientAuditEvent): AuditSeverity {
  if (event.eventType === 'API_ERROR') {
    return classifyApiErrorSeverity(event.details?.statusCode ?? 0);
  }
  return classifyErrorSeverity({
    name: event.details?.errorName,
    message: event.details?.errorMessage ?? event.description,
  });
}

/** POST /api/audit-logs: a front-end error report (REACT_ERROR_BOUNDARY or API_ERROR). */
export function recordClientEvent(
  db: Db,
  context: AuditContext,
  event: ClientAuditEvent,
): Promise<string> {
  const details = event.details
    ? {
        ...event.details,
        responseData: boundedJson(event.details.responseData, AUDIT_RESPONSE_DATA_MAX_LENGTH),
      }
    : undefined;
  return recordAudit(db, {
    context,
    action: event.eventType,
    entityType: event.entityType ?? (event.eventType === 'API_ERROR' ? 'API' : 'FRONTEND'),
    entityId: event.entityId ?? null,
    details,
    severity: severityOfClientEvent(event),
    message: event.description,
  });
}

/** What a change of one entity adds to the entry; the entity and the request say the rest. */
export type EntityChange = Omit<AuditEntry, 'context' | 'entityType' | 'entityId'>;

/**
 * Records a change of one entity when there is a request to record it for: the routes pass an
 * audit context, seeding and imports do not. Like recordAudit, call it inside the change's
 * transaction.
 */
export async function auditEntityChange(
  executor: Executor,
  context: AuditContext | undefined,
  entityType: AuditEntityType,
  entityId: string,
  change: EntityChange,
): Promise<void> {
  if (context) await recordAudit(executor, { ...change, context, entityType, entityId });
}

async function toAuditLogs(rows: AuditLogRow[], actors: ActorDirectory): Promise<AuditLog[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const found = ids.length > 0 ? await actors(ids) : [];
  const directory = new Map(found.map((actor) => [actor.id, actor] as const));
  return rows.map((row) => {
    const actor = row.actorId ? directory.get(row.actorId) : undefined;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: actor?.name ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: row.actorRole,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      severity: row.severity,
      message: row.message,
      before: row.before ?? null,
      after: row.after ?? null,
      details: row.details ?? null,
      ip: row.ip,
      userAgent: row.userAgent,
      requestId: row.requestId,
    };
  });
}

export function filtersOf(query: AuditLogListQuery): AuditLogFilters {
  const { page: _page, limit: _limit, ...filters } = query;
  return filters;
}

/** GET /api/audit-logs: newest first, paged, with a capped total (docs/conventions.md#api). */
export async function listAuditLogs(
  db: Db,
  actors: ActorDirectory,
  query: AuditLogListQuery,
): Promise<AuditLogListResponse> {
  const filters = filtersOf(query);
  const [rows, counted] = await Promise.all([
    repository.findAuditLogs(db, filters, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repository.countAuditLogs(db, filters),
  ]);
  const totalIsEstimate = counted > repository.COUNT_CAP;
  const total = totalIsEstimate ? repository.COUNT_CAP : counted;
  return {
    auditLogs: await toAuditLogs(rows, actors),
    pagination: {
      ...paginationOf(query, total),
      ...(totalIsEstimate && { totalIsEstimate: true }),
    },
  };
}

export const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 500;

/** The export's rows in batches, newest first, at most EXPORT_MAX_ROWS. */
export async function* exportAuditLogs(
  db: Db,
  actors: ActorDirectory,
  filters: AuditLogFilters,
): AsyncGenerator<AuditLog> {
  let cursor: { createdAt: Date; id: string } | undefined;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const rows = await repository.findAuditLogBatch(db, filters, cursor, EXPORT_BATCH);
    for (const entry of await toAuditLogs(rows, actors)) yield entry;
    sent += rows.length;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Exporting is itself audited (issue 4), before the first row leaves, with the filters used:
 * an export cut short by the client still counts as one.
 */
export async function recordExport(db: Db, context: AuditContext, filters: AuditLogFilters) {
  await recordAudit(db, {
    context,
    action: 'AUDIT_LOG_EXPORTED',
    entityType: 'AUDIT_LOG',
    details: { filters },
    message: auditMessages.entries.exported,
  });
}

/** Retention (AUDIT_RETENTION_DAYS): entries older than that many days go. */
export function pruneAuditLogs(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return repository.deleteAuditLogsBefore(db, cutoff);
}
