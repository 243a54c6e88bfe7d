import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import type { EventBus } from '../../platform/events';
import { departmentMembers, users } from '../../db/schema/index';
import { findOrCreateCustomer } from '../customers/index';
import {
  BoundedCache,
  emptyOutcome,
  jsonList,
  type BatchOutcome,
  type EntityImporter,
  type ImportActor,
} from './importer';
import { parseUserRow, type UserRecord } from './row-parsers';

/**
 * Users are known by e-mail. An existing account gets a new name or phone from the sheet and
 * joins the sheet's department; its role, password and active state never change here — those
 * are decisions for /admin/team, one person at a time (docs/imports.md).
 */

type ExistingUser = { id: string; email: string; name: string; phone: string | null; role: string };
type Plan = {
  creates: UserRecord[];
  updates: Array<{ user: ExistingUser; record: UserRecord; joins: boolean; rename: boolean }>;
  outcome: BatchOutcome;
};

const STAFF = new Set(['ADMIN', 'TECH_LEAD', 'TECHNICIAN']);

async function planBatch(executor: Executor, records: UserRecord[]): Promise<Plan> {
  const found = await executor
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      role: users.role,
    })
    .from(users)
    .where(sql`${users.email} = ANY(${jsonList(records.map((record) => record.email))})`);
  const byEmail = new Map(found.map((user) => [user.email, user]));
  const departmentIds = [...new Set(records.flatMap((record) => record.departmentId ?? []))];
  const memberships =
    found.length > 0 && departmentIds.length > 0
      ? await executor
          .select({
            userId: departmentMembers.userId,
            departmentId: departmentMembers.departmentId,
          })
          .from(departmentMembers)
          .where(
            and(
              inArray(
                departmentMembers.userId,
                found.map((user) => user.id),
              ),
              inArray(departmentMembers.departmentId, departmentIds),
            ),
          )
      : [];
  const isMember = new Set(memberships.map((row) => `${row.userId}:${row.departmentId}`));
  const plan: Plan = { creates: [], updates: [], outcome: emptyOutcome() };
  for (const record of records) {
    const user = byEmail.get(record.email);
    if (!user) {
      plan.creates.push(record);
      continue;
    }
    const joins =
      record.departmentId !== null &&
      STAFF.has(user.role) &&
      !isMember.has(`${user.id}:${record.departmentId}`);
    const rename = user.name !== record.name || (!!record.phone && user.phone !== record.phone);
    if (joins || rename) plan.updates.push({ user, record, joins, rename });
    else plan.outcome.skipped += 1;
  }
  plan.outcome.created = plan.creates.length;
  plan.outcome.updated = plan.updates.length;
  return plan;
}

/** The batch's changed users by field; announced as `user.updated` once the batch commits. */
function createChangeLog(events: EventBus | undefined) {
  let changed = new Map<string, Set<string>>();
  return {
    note(userId: string, field: string): void {
      changed.set(userId, (changed.get(userId) ?? new Set<string>()).add(field));
    },
    publish(): void {
      for (const [userId, fields] of changed) {
        events?.publish('user.updated', { userId, fields: [...fields] });
      }
      changed = new Map();
    },
    discard: () => void (changed = new Map()),
  };
}

/** A client's company, found or created once per batch (cached until commit or rollback). */
async function customerIdOf(
  customerIds: BoundedCache<string>,
  tx: Tx,
  record: UserRecord,
): Promise<string | null> {
  if (record.role !== 'CLIENT' || !record.business) return null;
  const key = record.business.toLowerCase();
  const cached = customerIds.get(key);
  if (cached) return cached;
  const customer = await findOrCreateCustomer(tx, {
    business: record.business,
    email: record.email,
    phone: record.phone ?? null,
  });
  customerIds.setPending(key, customer.id);
  return customer.id;
}

/** `events`: `user.updated` after each committed batch, so the users' caches forget them. */
export function createUsersImporter(events?: EventBus): EntityImporter<UserRecord> {
  const customerIds = new BoundedCache<string>();
  const changed = createChangeLog(events);

  async function write(tx: Tx, records: UserRecord[], actor: ImportActor): Promise<BatchOutcome> {
    const plan = await planBatch(tx, records);
    const outcome = { ...plan.outcome, created: 0 };
    if (plan.creates.length > 0) {
      const values = [];
      for (const record of plan.creates) {
        values.push({
          name: record.name,
          email: record.email,
          role: record.role,
          phone: record.phone ?? null,
          passwordHash: actor.unusablePasswordHash,
          customerId: await customerIdOf(customerIds, tx, record),
        });
      }
      const inserted = await tx
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email, role: users.role });
      outcome.created = inserted.length;
      outcome.skipped += plan.creates.length - inserted.length;
      const departmentOf = new Map(
        plan.creates.map((record) => [record.email, record.departmentId]),
      );
      const joins = inserted.flatMap((user) => {
        const departmentId = departmentOf.get(user.email);
        return departmentId && STAFF.has(user.role) ? [{ userId: user.id, departmentId }] : [];
      });
      if (joins.length > 0) await tx.insert(departmentMembers).values(joins).onConflictDoNothing();
    }
    for (const { user, record, joins, rename } of plan.updates) {
      if (rename) {
        await tx
          .update(users)
          .set({ name: record.name, phone: record.phone ?? user.phone, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        changed.note(user.id, 'name');
      }
      if (joins) {
        await tx
          .insert(departmentMembers)
          .values({ userId: user.id, departmentId: record.departmentId! })
          .onConflictDoNothing();
        changed.note(user.id, 'departmentIds');
      }
    }
    return outcome;
  }

  return {
    parse: parseUserRow,
    keys: (record) => [`email:${record.email}`],
    plan: async (executor, records) => (await planBatch(executor, records)).outcome,
    write,
    afterCommit() {
      customerIds.commit();
      changed.publish();
    },
    afterRollback: () => {
      customerIds.rollback();
      changed.discard();
    },
  };
}
