import {
  fieldMessages,
  ticketMessages,
  type Product,
  type ProductInput,
  type PublicProduct,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findDepartmentById, isDatabaseError } from './departments.repository';
import * as repository from './products.repository';
import type { ProductRow } from './products.repository';
import { invalidField, type Caller } from './departments.service';

/** Soles with 2 decimals (DESIGN §4); numeric(12,2) arrives as a JavaScript number. */
function toSoles(price: number): number {
  return Math.round(price * 100) / 100;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toSoles(row.price),
    departmentId: row.departmentId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function unknownDepartment(): AppError {
  return invalidField('departmentId', ticketMessages.validation.departmentUnknown);
}

async function findExisting(executor: Executor, id: string): Promise<ProductRow> {
  const row = await repository.findProductById(executor, id);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productId: id });
  return row;
}

async function assertDepartmentExists(executor: Executor, departmentId: string) {
  if (!(await findDepartmentById(executor, departmentId))) throw unknownDepartment();
}

function productValues(input: ProductInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    price: input.price,
    departmentId: input.departmentId,
    isActive: input.isActive,
  };
}

/** A department deleted between the check and the write: the foreign key still says no. */
async function withDepartment<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseError(error, '23503')) throw unknownDepartment();
    throw error;
  }
}

/** spec §7: an unknown or inactive department simply has no products. */
export async function listPublicProducts(db: Db, departmentId: string): Promise<PublicProduct[]> {
  const rows = await repository.listPublicProducts(db, departmentId);
  return rows.map((row) => ({ ...row, price: toSoles(row.price) }));
}

/** Inactive products are listed for administrators only (the flag is ignored for others). */
export async function listProducts(
  db: Db,
  caller: Caller,
  filters: { departmentId?: string; includeInactive: boolean },
): Promise<Product[]> {
  const rows = await repository.listProducts(db, {
    departmentId: filters.departmentId,
    includeInactive: filters.includeInactive && caller.role === 'ADMIN',
  });
  return rows.map(toProduct);
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  await assertDepartmentExists(db, input.departmentId);
  const row = await withDepartment(() => repository.insertProduct(db, productValues(input)));
  return toProduct(row);
}

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  await findExisting(db, id);
  await assertDepartmentExists(db, input.departmentId);
  const row = await withDepartment(() => repository.updateProduct(db, id, productValues(input)));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productId: id });
  return toProduct(row);
}

/**
 * Tickets keep the products they list, so a product in use is deactivated (hidden from the
 * public form and new tickets) instead of deleted; the answer says which happened.
 */
export async function deleteProduct(
  db: Db,
  id: string,
): Promise<{ isDeactivated: boolean; message: string }> {
  const product = await findExisting(db, id);
  const deactivated = { isDeactivated: true, message: fieldMessages.productDeactivatedInUse };
  const deactivate = () =>
    repository.updateProduct(db, id, { ...product, isActive: false }).then(() => deactivated);
  if (await repository.isProductReferencedByTickets(db, id)) return deactivate();
  try {
    await repository.deleteProduct(db, id);
  } catch (error) {
    // A ticket listed it between the check and the delete.
    if (isDatabaseError(error, '23503')) return deactivate();
    throw error;
  }
  return { isDeactivated: false, message: fieldMessages.productDeleted };
}

/** Finds a product by its exact name inside a department, for idempotent seeding. */
export function findProductByName(executor: Executor, departmentId: string, name: string) {
  return repository.findProductByName(executor, departmentId, name);
}
