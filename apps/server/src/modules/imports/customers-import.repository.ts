import { importMessages } from '@atiende/contracts';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Executor, type Tx } from '../../db/client';
import { customers } from '../../db/schema/index';
import { emptyOutcome, jsonList, type BatchOutcome, type EntityImporter } from './importer';
import { parseCustomerRow, type CustomerRecord } from './row-parsers';

/**
 * Customers are known by RUC, else by business name (case-insensitive): importing a file again
 * finds every row already there. Empty cells never erase what the customer has.
 */

/** What an import compares: no timestamps, no flags. */
type ExistingCustomer = Pick<
  typeof customers.$inferSelect,
  'id' | 'name' | 'ruc' | 'chainName' | 'email' | 'phone' | 'address' | 'notes'
>;

type Change = Partial<
  Pick<ExistingCustomer, 'name' | 'ruc' | 'chainName' | 'email' | 'phone' | 'address' | 'notes'>
>;
type Plan = {
  creates: CustomerRecord[];
  updates: Array<{ id: string; change: Change }>;
  outcome: BatchOutcome;
};

const UPDATABLE = ['chainName', 'email', 'phone', 'address', 'notes'] as const;

const EXISTING_COLUMNS = sql.raw(
  'id, name, ruc, chain_name AS "chainName", email, phone, address, notes',
);

async function findExisting(executor: Executor, records: CustomerRecord[]) {
  const rucs = records.flatMap((record) => (record.ruc ? [record.ruc] : []));
  const names = records.map((record) => record.name.toLowerCase());
  // Two indexed lookups in one statement (an OR over both would read the whole table on
  // PostgreSQL); UNION answers a customer found both ways once.
  const byName = sql`SELECT ${EXISTING_COLUMNS} FROM customers WHERE lower(name) = ANY(${jsonList(names)})`;
  const rows = await selectRows<ExistingCustomer>(
    executor,
    rucs.length > 0
      ? sql`SELECT ${EXISTING_COLUMNS} FROM customers WHERE ruc = ANY(${jsonList(rucs)}) UNION ${byName}`
      : byName,
  );
  return {
    byRuc: new Map(rows.flatMap((row) => (row.ruc ? [[row.ruc, row] as const] : []))),
    byName: new Map(rows.map((row) => [row.name.toLowerCase(), row] as const)),
  };
}

async function planBatch(executor: Executor, records: CustomerRecord[]): Promise<Plan> {
  const { byRuc, byName } = await findExisting(executor, records);
  const plan: Plan = { creates: [], updates: [], outcome: emptyOutcome() };
  for (const record of records) {
    const byItsRuc = record.ruc ? byRuc.get(record.ruc) : undefined;
    const byItsName = byName.get(record.name.toLowerCase());
    const nameTakenElsewhere = byItsRuc && byItsName && byItsName.id !== byItsRuc.id;
    const rucConflict = !byItsRuc && byItsName?.ruc && record.ruc && byItsName.ruc !== record.ruc;
    if (nameTakenElsewhere || rucConflict) {
      plan.outcome.errors.push({
        row: record.row,
        column: null,
        value: record.ruc,
        message: importMessages.rows.rucTaken(record.row, record.name),
      });
      continue;
    }
    const match = byItsRuc ?? byItsName;
    if (!match) {
      plan.creates.push(record);
      continue;
    }
    const change: Change = {};
    if (match.name !== record.name) change.name = record.name;
    if (record.ruc && match.ruc !== record.ruc) change.ruc = record.ruc;
    for (const field of UPDATABLE) {
      const value = record[field];
      if (value !== undefined && value !== null && value !== match[field]) change[field] = value;
    }
    if (Object.keys(change).length === 0) plan.outcome.skipped += 1;
    else plan.updates.push({ id: match.id, change });
  }
  plan.outcome.created = plan.creates.length;
  plan.outcome.updated = plan.updates.length;
  return plan;
}

async function writeBatch(tx: Tx, records: CustomerRecord[]): Promise<BatchOutcome> {
  const plan = await planBatch(tx, records);
  const outcome = { ...plan.outcome, created: 0 };
  if (plan.creates.length > 0) {
    const json = JSON.stringify(
      plan.creates.map((record) => ({
        name: record.name,
        ruc: record.ruc,
        chain_name: record.chainName ?? null,
        email: record.email ?? null,
        phone: record.phone ?? null,
        address: record.address ?? null,
        notes: record.notes ?? null,
      })),
    );
    const [inserted] = await selectRows<{ created: number }>(
      tx,
      sql`WITH inserted AS (
            INSERT INTO customers (name, ruc, chain_name, email, phone, address, notes)
            SELECT name, ruc, chain_name, email, phone, address, notes
            FROM json_to_recordset(${json}::json) AS r(name text, ruc text, chain_name text,
              email text, phone text, address text, notes text)
            ON CONFLICT DO NOTHING
            RETURNING 1
          )
          SELECT count(*)::int AS created FROM inserted`,
    );
    const created = inserted?.created ?? 0;
    outcome.created = created;
    // Another writer got there first: the row is present, which is what the file asks for.
    outcome.skipped += plan.creates.length - created;
  }
  for (const { id, change } of plan.updates) {
    await tx
      .update(customers)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(customers.id, id));
  }
  return outcome;
}

export const customersImporter: EntityImporter<CustomerRecord> = {
  parse: parseCustomerRow,
  keys: (record) => [
    `name:${record.name.toLowerCase()}`,
    ...(record.ruc ? [`ruc:${record.ruc}`] : []),
  ],
  plan: async (executor, records) => (await planBatch(executor, records)).outcome,
  write: (tx, records) => writeBatch(tx, records),
};
