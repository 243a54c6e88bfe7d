import type { CustomerContactSource } from '@atiende/contracts';
import { and, asc, eq, gt, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { customerContacts, customers } from '../../db/schema/index';
import { foldedName } from '../../db/schema/folded-name';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerContactRow = typeof customerContacts.$inferSelect;
export type CustomerValues = Pick<
  CustomerRow,
  'name' | 'chainName' | 'ruc' | 'email' | 'phone' | 'address' | 'notes' | 'isActive'
>;
export type ContactValues = Pick<CustomerContactRow, 'name' | 'email' | 'phone' | 'cargo'>;

/** The requester of a ticket or a messaging contact, as the CRM stores it. */
export type IncomingContact = {
  name: string;
  email: string | null;
  phone: string | null;
  cargo?: string | null;
  source: CustomerContactSource;
};

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * One statement, one round trip (docs/conventions.md#quality-bars-and-budgets: ≥ 1,000 ticket
 * creations/s): find the customer by name (case-insensitive) or create it, then add the requester
 * as a contact unless one with that e-mail is already there (INSERT … ON CONFLICT DO NOTHING on the
 * per-customer e-mail index). A contact without e-mail (messaging) is added unless one with the
 * same phone exists.
 */
function unifyStatement(
  name: string,
  customer: { email: string | null; phone: string | null },
  contact?: IncomingContact,
): SQL {
  const contactInsert = contact
    ? sql`, contact AS (
        INSERT INTO customer_contacts (customer_id, name, email, phone, cargo, source)
        SELECT chosen.id, ${contact.name}, ${contact.email}, ${contact.phone}, ${contact.cargo ?? null},
          ${contact.source}::customer_contact_source
        FROM chosen
        WHERE ${contact.email}::text IS NOT NULL OR NOT EXISTS (
          SELECT 1 FROM customer_contacts existing
          WHERE existing.customer_id = chosen.id AND existing.phone = ${contact.phone}
        )
        ON CONFLICT DO NOTHING
      )`
    : sql``;
  return sql`WITH existing AS (
      SELECT id, name FROM customers WHERE lower(name) = lower(${name}) LIMIT 1
    ), created AS (
      INSERT INTO customers (name, email, phone)
      SELECT ${name}, ${customer.email}, ${customer.phone}
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT DO NOTHING
      RETURNING id, name
    ), chosen AS (
      SELECT id, name FROM existing UNION ALL SELECT id, name FROM created
    )${contactInsert}
    SELECT id, name FROM chosen`;
}

/**
 * The customer organisation ("empresa") of a requester, found by name (case-insensitive) or
 * created, with the requester unified as one of its contacts (docs/customers.md). Two requests
 * racing on a new name both end with the one row the unique index on lower(name) lets in: the
 * loser's statement finds nothing and runs again, now seeing the winner's row.
 *
 * The public form never links a portal account (users.customer_id) to the customer: anyone can
 * type any e-mail and business there, and a linked client sees the customer's tickets.
 */
export async function findOrCreateCustomer(
  executor: Executor,
  requester: {
    business: string;
    email: string | null;
    phone: string | null;
    /** With a name, the requester is added as a contact of the customer. */
    contactName?: string;
    cargo?: string | null;
    source?: CustomerContactSource;
  },
): Promise<{ id: string; name: string }> {
  const name = normaliseName(requester.business);
  const contact: IncomingContact | undefined = requester.contactName
    ? {
        name: requester.contactName,
        email: requester.email,
        phone: requester.phone,
        cargo: requester.cargo,
        source: requester.source ?? 'PUBLIC_FORM',
      }
    : undefined;
  const statement = unifyStatement(name, requester, contact);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await selectRows<{ id: string; name: string }>(executor, statement);
    if (row) return row;
  }
  throw new Error(`findOrCreateCustomer: no customer row for "${name}"`);
}

/** How the public form's typed company ended (docs/customers.md#company-suggestions). */
export type PublicFormCompany = {
  outcome: 'LINKED' | 'CREATED' | 'SUGGESTED';
  id: string;
  name: string;
};

/**
 * docs/customers.md#company-suggestions, in one statement (the creation budget): the customers
 * whose name equals the typed one once case, accents and spaces are set aside (one probe of
 * `customers_name_folded_idx`). The ticket is linked to one of them only when the requester's
 * e-mail is already its own or one of its contacts'; otherwise the best match (same spelling
 * first) is only suggested and no contact is added. A name nobody has yet creates the customer
 * with the requester as its first contact.
 */
function publicFormStatement(name: string, contact: IncomingContact): SQL {
  return sql`WITH matches AS (
      SELECT c.id, c.name, lower(c.name) = lower(${name}) AS same_spelling,
        (lower(c.email) = lower(${contact.email}) OR EXISTS (
          SELECT 1 FROM customer_contacts known
          WHERE known.customer_id = c.id AND lower(known.email) = lower(${contact.email})
        )) AS is_known
      FROM customers c
      WHERE ${foldedName(sql`c.name`)} = ${foldedName(sql`${name}::text`)}
    ), linked AS (
      SELECT id, name FROM matches WHERE is_known
      ORDER BY same_spelling DESC, id LIMIT 1
    ), suggested AS (
      SELECT id, name FROM matches WHERE NOT EXISTS (SELECT 1 FROM linked)
      ORDER BY same_spelling DESC, lower(name), id LIMIT 1
    ), created AS (
      INSERT INTO customers (name, email, phone)
      SELECT ${name}, ${contact.email}, ${contact.phone}
      WHERE NOT EXISTS (SELECT 1 FROM matches)
      ON CONFLICT DO NOTHING
      RETURNING id, name
    ), joined AS (
      SELECT id FROM linked UNION ALL SELECT id FROM created
    ), contact AS (
      INSERT INTO customer_contacts (customer_id, name, email, phone, cargo, source)
      SELECT joined.id, ${contact.name}, ${contact.email}, ${contact.phone}, ${contact.cargo ?? null},
        ${contact.source}::customer_contact_source
      FROM joined
      ON CONFLICT DO NOTHING
    )
    SELECT 'LINKED' AS outcome, id, name FROM linked
    UNION ALL SELECT 'CREATED', id, name FROM created
    UNION ALL SELECT 'SUGGESTED', id, name FROM suggested`;
}

/**
 * The public form's company (docs/customers.md#company-suggestions): anyone can type any business
 * there, so a typed name alone never puts a ticket in front of an existing company's clients nor
 * makes its writer a contact. Two requests racing on a new name: the loser's insert finds the
 * winner's row on conflict and returns nothing, so the statement runs again and now matches it.
 */
export async function matchPublicFormCompany(
  executor: Executor,
  requester: { business: string; contact: IncomingContact & { email: string } },
): Promise<PublicFormCompany> {
  const name = normaliseName(requester.business);
  const statement = publicFormStatement(name, requester.contact);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await selectRows<PublicFormCompany>(executor, statement);
    if (row) return row;
  }
  throw new Error(`matchPublicFormCompany: no customer row for "${name}"`);
}

/**
 * Adds a contact to a known customer unless it is already there (same e-mail, or same phone
 * when it has no e-mail). For the messaging channel and imports. True when it was added.
 */
export async function addCustomerContact(
  executor: Executor,
  customerId: string,
  contact: IncomingContact & { userId?: string | null },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`INSERT INTO customer_contacts (customer_id, name, email, phone, cargo, source, user_id)
      SELECT ${customerId}, ${contact.name}, ${contact.email}, ${contact.phone},
        ${contact.cargo ?? null}, ${contact.source}::customer_contact_source, ${contact.userId ?? null}
      WHERE ${contact.email}::text IS NOT NULL OR NOT EXISTS (
        SELECT 1 FROM customer_contacts WHERE customer_id = ${customerId} AND phone = ${contact.phone}
      )
      ON CONFLICT DO NOTHING
      RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * A portal client becomes part of a customer: users.customer_id is set when it has none (so it then
 * sees the customer's tickets, docs/product/overview.md#roles-and-permissions) and the user is
 * added as a USER contact. For the administrator's user edits and imports: only staff decide who
 * belongs to a customer.
 */
export async function linkUserToCustomer(
  executor: Executor,
  customerId: string,
  user: { id: string; name: string; email: string; phone: string | null },
): Promise<void> {
  await selectRows(
    executor,
    sql`WITH linked AS (
        UPDATE users SET customer_id = ${customerId}, updated_at = now()
        WHERE id = ${user.id} AND role = 'CLIENT' AND customer_id IS NULL
      )
      INSERT INTO customer_contacts (customer_id, name, email, phone, source, user_id)
      VALUES (${customerId}, ${user.name}, ${user.email}, ${user.phone}, 'USER', ${user.id})
      ON CONFLICT DO NOTHING`,
  );
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type CustomerFilters = {
  search?: string;
  business?: string;
  chainName?: string;
  isActive?: boolean;
};

/**
 * The list's WHERE: search over name, RUC, e-mail and chain; the filters of
 * docs/product/customers.md.
 */
export function customerConditions(filters: CustomerFilters): SQL | undefined {
  const search = filters.search ? `%${escapeLike(filters.search.toLowerCase())}%` : undefined;
  return and(
    search
      ? or(
          sql`lower(${customers.name}) LIKE ${search}`,
          sql`${customers.ruc} LIKE ${search}`,
          sql`lower(${customers.email}) LIKE ${search}`,
          sql`lower(${customers.chainName}) LIKE ${search}`,
        )
      : undefined,
    filters.business ? ilike(customers.name, `%${escapeLike(filters.business)}%`) : undefined,
    filters.chainName
      ? eq(sql`lower(${customers.chainName})`, filters.chainName.toLowerCase())
      : undefined,
    filters.isActive === undefined ? undefined : eq(customers.isActive, filters.isActive),
  );
}

export function findCustomerPage(
  executor: Executor,
  filters: CustomerFilters,
  page: { limit: number; offset: number },
) {
  return executor
    .select()
    .from(customers)
    .where(customerConditions(filters))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countCustomers(executor: Executor, filters: CustomerFilters) {
  return executor.$count(customers, customerConditions(filters)).then(Number);
}

/** Keyset pages of the filtered list, for the export (bounded memory at 100,000 rows). */
export function findCustomersAfter(
  executor: Executor,
  filters: CustomerFilters,
  after: { name: string; id: string } | null,
  limit: number,
) {
  const key = sql`lower(${customers.name})`;
  return executor
    .select()
    .from(customers)
    .where(
      and(
        customerConditions(filters),
        after
          ? or(
              gt(key, sql`lower(${after.name})`),
              and(eq(key, sql`lower(${after.name})`), gt(customers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(key), asc(customers.id))
    .limit(limit);
}

export function findCustomerById(executor: Executor, id: string) {
  return executor
    .select()
    .from(customers)
    .where(eq(customers.id, id))
    .then((rows) => rows[0]);
}

/** Both rows locked, in id order (two merges racing never deadlock). */
export function lockCustomers(executor: Executor, ids: string[]) {
  return executor
    .select()
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(asc(customers.id))
    .for('update');
}

/** Another customer with this name (any case) or RUC, to answer 409 before writing. */
export function findConflictingCustomer(
  executor: Executor,
  values: { name: string; ruc: string | null },
  exceptId?: string,
) {
  return executor
    .select({ id: customers.id, name: customers.name, ruc: customers.ruc })
    .from(customers)
    .where(
      and(
        or(
          eq(sql`lower(${customers.name})`, values.name.toLowerCase()),
          values.ruc ? eq(customers.ruc, values.ruc) : undefined,
        ),
        exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(2);
}

export async function insertCustomer(executor: Executor, values: CustomerValues) {
  const [row] = await executor.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(
  executor: Executor,
  id: string,
  values: Partial<CustomerValues>,
) {
  const [row] = await executor
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

export function deleteCustomer(executor: Executor, id: string) {
  return executor.delete(customers).where(eq(customers.id, id));
}

export function findContacts(executor: Executor, customerId: string) {
  return executor
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId))
    .orderBy(asc(sql`lower(${customerContacts.name})`), asc(customerContacts.id));
}

export async function insertContacts(
  executor: Executor,
  customerId: string,
  contacts: ContactValues[],
  source: CustomerContactSource,
) {
  if (contacts.length === 0) return;
  await executor
    .insert(customerContacts)
    .values(contacts.map((contact) => ({ ...contact, customerId, source })));
}

export async function updateContact(executor: Executor, id: string, values: ContactValues) {
  await executor
    .update(customerContacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customerContacts.id, id));
}

/** Removes the customer's contacts that are not in `keepIds`. */
export async function deleteContactsExcept(
  executor: Executor,
  customerId: string,
  keepIds: string[],
) {
  await executor
    .delete(customerContacts)
    .where(
      and(
        eq(customerContacts.customerId, customerId),
        keepIds.length > 0 ? notInArray(customerContacts.id, keepIds) : undefined,
      ),
    );
}

/**
 * docs/email.md#inbound: the customer an e-mail address belongs to — its own address or one of
 * its contacts' — or undefined. The oldest contact wins when several customers share it.
 */
export async function findCustomerIdByEmail(
  executor: Executor,
  email: string,
): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    executor,
    sql`SELECT id FROM (
        SELECT c.id, c.created_at FROM customers c WHERE lower(c.email) = lower(${email})
        UNION ALL
        SELECT cc.customer_id, cc.created_at FROM customer_contacts cc
        WHERE lower(cc.email) = lower(${email})
      ) found ORDER BY created_at LIMIT 1`,
  );
  return row?.id;
}
