import type { ProductKind } from '@atiende/contracts';
import { and, asc, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, products, ticketProducts } from '../../db/schema/index';
import { byName } from './departments.repository';
import { findFirstRow } from '../../platform/first-row';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'description' | 'price' | 'departmentId' | 'isActive' | 'kind'
>;

export type ProductFilters = {
  kind?: ProductKind;
  departmentId?: string;
  search?: string;
  /** undefined: both. */
  isActive?: boolean;
};

/** `%` and `_` typed by the user are literal characters, not LIKE wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function productConditions(filters: ProductFilters): SQL | undefined {
  return and(
    filters.kind ? eq(products.kind, filters.kind) : undefined,
    filters.departmentId ? eq(products.departmentId, filters.departmentId) : undefined,
    filters.isActive === undefined ? undefined : eq(products.isActive, filters.isActive),
    filters.search
      ? sql`lower(unaccent(${products.name})) LIKE unaccent(${likePattern(filters.search)})`
      : undefined,
  );
}

const listColumns = {
  product: products,
  departmentName: departments.name,
  isDepartmentActive: departments.isActive,
};

/** One page of the products page, in name order, with the department's name; and the total. */
export async function listProductsPage(
  executor: Executor,
  filters: ProductFilters,
  page: { page: number; limit: number },
) {
  const where = productConditions(filters);
  const [rows, [total]] = await Promise.all([
    executor
      .select(listColumns)
      .from(products)
      .innerJoin(departments, eq(departments.id, products.departmentId))
      .where(where)
      .orderBy(...byName(products.name), asc(products.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    executor.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/**
 * The export's rows, read in keyset pages of 1,000 on (name, id): the memory of a page
 * whatever the catalogue's size.
 */
export async function* iterateProducts(executor: Executor, filters: ProductFilters) {
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const rows = await executor
      .select(listColumns)
      .from(products)
      .innerJoin(departments, eq(departments.id, products.departmentId))
      .where(
        and(
          productConditions(filters),
          after
            ? or(
                gt(products.name, after.name),
                and(eq(products.name, after.name), gt(products.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(products.name), asc(products.id))
      .limit(EXPORT_PAGE_SIZE);
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    const last = rows.at(-1)!.product;
    after = { name: last.name, id: last.id };
  }
}

const EXPORT_PAGE_SIZE = 1_000;

/**
 * docs/product/departments-and-catalogue.md: the public form lists the active products of an active
 * department.
 */
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

export function findProductById(executor: Executor, id: string): Promise<ProductRow | undefined> {
  return findFirstRow(executor, products, eq(products.id, id));
}

export function findProductByName(executor: Executor, departmentId: string, name: string) {
  return findFirstRow(
    executor,
    products,
    and(eq(products.departmentId, departmentId), eq(products.name, name)),
  );
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
