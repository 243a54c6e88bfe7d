import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/index';

function findCustomerByName(executor: Executor, name: string) {
  return executor
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(sql`lower(${customers.name})`, name.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * The customer organisation ("empresa") of a requester, found by name (case-insensitive) or
 * created. Two requests racing on a new name both end with the one row the unique index on
 * lower(name) lets in.
 */
export async function findOrCreateCustomer(
  executor: Executor,
  contact: { business: string; email: string | null; phone: string | null },
): Promise<{ id: string; name: string }> {
  const name = contact.business.trim().replace(/\s+/g, ' ');
  const existing = await findCustomerByName(executor, name);
  if (existing) return existing;
  const [created] = await executor
    .insert(customers)
    .values({ name, email: contact.email, phone: contact.phone })
    .onConflictDoNothing()
    .returning({ id: customers.id, name: customers.name });
  return created ?? (await findCustomerByName(executor, name))!;
}
