import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, products, ticketProducts } from '../../db/schema/index';
import { byName } from './departments.repository';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'description' | 'price' | 'departmentId' | 'isActive'
>;

/** spec §7: the public form lists the active products of an active department. */
export function listPublicProducts(executor: Executor, departmentId: string) {
  return executor
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      departmentId: products.departmentId,
    })
    .from(products)
    .innerJoin(departments, eq(departments.id, products.departmentId))
    .where(
      and(
        eq(products.departmentId, departmentId),
        eq(products.isActive, true),
        eq(departments.isActive, true),
      ),
    )
    .orderBy(...byName(products.name));
}

export function listProducts(
  executor: Executor,
  filters: { departmentId?: string; includeInactive: boolean },
): Promise<ProductRow[]> {
  return executor
    .select()
    .from(products)
    .where(
      and(
        filters.departmentId ? eq(products.departmentId, filters.departmentId) : undefined,
        filters.includeInactive ? undefined : eq(products.isActive, true),
      ),
    )
    .orderBy(...byName(products.name));
}

export function findProductById(executor: Executor, id: string): Promise<ProductRow | undefined> {
  return executor
    .select()
    .from(products)
    .where(eq(products.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findProductByName(executor: Executor, departmentId: string, name: string) {
  return executor
    .select()
    .from(products)
    .where(and(eq(products.departmentId, departmentId), eq(products.name, name)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function insertProduct(executor: Executor, values: ProductValues): Promise<ProductRow> {
  return executor
    .insert(products)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateProduct(
  executor: Executor,
  id: string,
  values: ProductValues,
): Promise<ProductRow | undefined> {
  return executor
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export async function deleteProduct(executor: Executor, id: string): Promise<void> {
  await executor.delete(products).where(eq(products.id, id));
}

export async function deleteProductsOfDepartment(
  executor: Executor,
  departmentId: string,
): Promise<void> {
  await executor.delete(products).where(eq(products.departmentId, departmentId));
}

/**
 * Whether a ticket lists the product. Reads ticket_products from outside the tickets module on
 * purpose: the foreign key restricts the delete, and asking first lets us deactivate instead.
 */
export async function isProductReferencedByTickets(
  executor: Executor,
  productId: string,
): Promise<boolean> {
  const rows = await executor
    .select({ ticketId: ticketProducts.ticketId })
    .from(ticketProducts)
    .where(eq(ticketProducts.productId, productId))
    .limit(1);
  return rows.length > 0;
}
