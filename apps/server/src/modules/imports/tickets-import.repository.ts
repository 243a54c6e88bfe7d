import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { ticketEvents, tickets, users } from '../../db/schema/index';
import { findOrCreateCustomer } from '../customers/index';
import {
  BoundedCache,
  emptyOutcome,
  jsonList,
  type BatchOutcome,
  type EntityImporter,
  type ImportActor,
} from './importer';
import { parseTicketRow, type TicketRecord } from './row-parsers';

/**
 * Historical tickets, known by their external reference (the "ID externo" column, or a hash of
 * the row): one already imported is skipped, never overwritten — it may have moved on in
 * Atiende since (docs/imports.md).
 */

async function existingRefs(executor: Executor, records: TicketRecord[]): Promise<Set<string>> {
  const rows = await executor
    .select({ externalRef: tickets.externalRef })
    .from(tickets)
    .where(
      sql`${tickets.externalRef} = ANY(${jsonList(records.map((record) => record.externalRef))})`,
    );
  return new Set(rows.map((row) => row.externalRef!));
}

async function requestersByEmail(executor: Executor, records: TicketRecord[]) {
  const emails = [...new Set(records.flatMap((record) => record.requesterEmail ?? []))];
  if (emails.length === 0) return new Map<string, { id: string; customerId: string | null }>();
  const rows = await executor
    .select({ id: users.id, email: users.email, customerId: users.customerId, role: users.role })
    .from(users)
    .where(sql`${users.email} = ANY(${jsonList(emails)})`);
  return new Map(
    rows.filter((row) => row.role === 'CLIENT').map((row) => [row.email, row] as const),
  );
}

type Requesters = Awaited<ReturnType<typeof requestersByEmail>>;

/** The rows to insert for the tickets not imported yet. */
async function ticketValues(
  tx: Tx,
  fresh: TicketRecord[],
  requesters: Requesters,
  actor: ImportActor,
  customerIdOf: (tx: Tx, record: TicketRecord) => Promise<string | null>,
) {
  const now = new Date();
  const values = [];
  for (const record of fresh) {
    const requester = record.requesterEmail ? requesters.get(record.requesterEmail) : undefined;
    const createdAt = record.createdAt ?? now;
    const isDone = record.status === 'RESUELTO' || record.status === 'CERRADO';
    values.push({
      title: record.title,
      description: record.description,
      status: record.status,
      priority: record.priority,
      source: 'IMPORT' as const,
      departmentId: record.departmentId,
      requesterId: requester?.id ?? null,
      contactName: record.requesterName,
      contactEmail: record.requesterEmail,
      contactPhone: record.requesterPhone,
      contactBusiness: record.business,
      customerId: (await customerIdOf(tx, record)) ?? requester?.customerId ?? null,
      createdById: actor.actorId,
      externalRef: record.externalRef,
      createdAt,
      updatedAt: createdAt,
      // The sheet has no resolution date: a finished ticket is taken as finished when opened.
      resolvedAt: isDone ? createdAt : null,
      closedAt: record.status === 'CERRADO' ? createdAt : null,
    });
  }
  return values;
}

export function createTicketsImporter(): EntityImporter<TicketRecord> {
  const customerIds = new BoundedCache<string>();

  async function customerIdOf(tx: Tx, record: TicketRecord): Promise<string | null> {
    if (!record.business) return null;
    const key = record.business.toLowerCase();
    const cached = customerIds.get(key);
    if (cached) return cached;
    const customer = await findOrCreateCustomer(tx, {
      business: record.business,
      email: record.requesterEmail,
      phone: record.requesterPhone,
    });
    customerIds.setPending(key, customer.id);
    return customer.id;
  }

  async function write(tx: Tx, records: TicketRecord[], actor: ImportActor): Promise<BatchOutcome> {
    const outcome = emptyOutcome();
    const present = await existingRefs(tx, records);
    const fresh = records.filter((record) => !present.has(record.externalRef));
    outcome.skipped = records.length - fresh.length;
    if (fresh.length === 0) return outcome;
    const requesters = await requestersByEmail(tx, fresh);
    const values = await ticketValues(tx, fresh, requesters, actor, customerIdOf);
    const inserted = await tx
      .insert(tickets)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: tickets.id, createdAt: tickets.createdAt });
    if (inserted.length > 0) {
      await tx.insert(ticketEvents).values(
        inserted.map((ticket) => ({
          ticketId: ticket.id,
          actorId: actor.actorId,
          type: 'created',
          toValue: 'IMPORT',
          createdAt: ticket.createdAt,
        })),
      );
    }
    outcome.created = inserted.length;
    outcome.skipped += fresh.length - inserted.length;
    return outcome;
  }

  return {
    parse: parseTicketRow,
    keys: (record) => [`ref:${record.externalRef}`],
    async plan(executor, records) {
      const present = await existingRefs(executor, records);
      const outcome = emptyOutcome();
      outcome.skipped = records.filter((record) => present.has(record.externalRef)).length;
      outcome.created = records.length - outcome.skipped;
      return outcome;
    },
    write,
    afterCommit: () => customerIds.commit(),
    afterRollback: () => customerIds.rollback(),
  };
}
