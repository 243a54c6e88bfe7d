// The writes of a merge (docs/customers.md): everything that points at the source customer
// moves to the target. Run inside one transaction by customer-merge.service.ts.
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

async function countOf(executor: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ moved: number }>(executor, statement);
  return row?.moved ?? 0;
}

/**
 * Tickets keep their `updated_at`: a merge must not reorder anybody's queue. Tickets that only
 * suggest the source (docs/customers.md#company-suggestions) now suggest the target.
 */
export function moveTickets(executor: Executor, sourceId: string, targetId: string) {
  return countOf(
    executor,
    sql`WITH moved AS (
        UPDATE tickets SET customer_id = ${targetId} WHERE customer_id = ${sourceId} RETURNING 1
      ), suggested AS (
        UPDATE tickets SET suggested_customer_id = ${targetId}
        WHERE suggested_customer_id = ${sourceId}
      ) SELECT count(*)::int AS moved FROM moved`,
  );
}

/** Portal clients of the source now belong to (and see the tickets of) the target. */
export async function moveUsers(
  executor: Executor,
  sourceId: string,
  targetId: string,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`UPDATE users SET customer_id = ${targetId}, updated_at = now()
        WHERE customer_id = ${sourceId} RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Contacts move unless the target already has the same person (same e-mail, any case; or,
 * without e-mail, the same phone). Those left behind go with the source's deletion.
 */
export function moveContacts(executor: Executor, sourceId: string, targetId: string) {
  return countOf(
    executor,
    sql`WITH moved AS (
        UPDATE customer_contacts source SET customer_id = ${targetId}, updated_at = now()
        WHERE source.customer_id = ${sourceId}
          AND NOT EXISTS (
            SELECT 1 FROM customer_contacts target
            WHERE target.customer_id = ${targetId}
              AND (
                (source.email IS NOT NULL AND lower(target.email) = lower(source.email))
                OR (source.email IS NULL AND source.phone IS NOT NULL AND target.phone = source.phone)
              )
          )
        RETURNING 1
      ) SELECT count(*)::int AS moved FROM moved`,
  );
}
