import {
  auditMessages,
  departmentMessages,
  fieldMessages,
  ticketMessages,
  type Product,
  type ProductInput,
  type PublicProduct,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { paginationOf, type PageRequest } from '../../platform/pagination';
import { auditEntityChange, type AuditContext } from '../audit/index';
import { findDepartmentById, isDatabaseError } from './departments.repository';
import * as repository from './products.repository';
import type { ProductRow } from './products.repository';
import { invalidField, type Caller } from './departments.service';
import { exportProducts } from './products-export.service';
import {
  toProduct,
  toProductListItem,
  toSoles,
  visibleProductFilters,
  type ProductListFilters,
} from './product-list';

export type ProductsServiceDeps = { db: Db };

/** The catalogue's operations bound to their database, for the routes and the demo seed. */
export function createProductsService({ db }: ProductsServiceDeps) {
  return {
    listPublicProducts: (departmentId: string) => listPublicProducts(db, departmentId),
    listProducts: listProducts.bind(null, db),
    exportProducts: exportProducts.bind(null, db),
    createProduct: (input: ProductInput, audit?: AuditContext) => createProduct(db, input, audit),
    updateProduct: (id: string, input: ProductInput, audit?: AuditContext) =>
      updateProduct(db, id, input, audit),
    deleteProduct: (id: string, audit?: AuditContext) => deleteProduct(db, id, audit),
    findProductByName: (departmentId: string, name: string) =>
      findProductByName(db, departmentId, name),
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

function unknownDepartment(): AppError {
  return invalidField('departmentId', ticketMessages.validation.departmentUnknown);
}

async function findExisting(executor: Executor, id: string): Promise<ProductRow> {
  const row = await repository.findProductById(executor, id);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productId: id });
  return row;
}

/**
 * New products go to an active department. An edit may keep a product in the department it
 * already has even when that one is deactivated (to deactivate the product itself, say).
 */
async function assertDepartmentUsable(
  executor: Executor,
  departmentId: string,
  currentDepartmentId?: string,
) {
  const department = await findDepartmentById(executor, departmentId);
  if (!department) throw unknownDepartment();
  if (!department.isActive && department.id !== currentDepartmentId) {
    throw invalidField('departmentId', departmentMessages.validation.departmentInactive);
  }
}

function productValues(input: ProductInput, current?: ProductRow) {
  return {
    name: input.name,
    description: input.description ?? null,
    price: input.price,
    departmentId: input.departmentId,
    kind: input.kind ?? current?.kind ?? 'PRODUCT',
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

/**
 * docs/product/departments-and-catalogue.md: an unknown or inactive department simply has no
 * products.
 */
async function listPublicProducts(db: Db, departmentId: string): Promise<PublicProduct[]> {
  const rows = await repository.listPublicProducts(db, departmentId);
  return rows.map((row) => ({ ...row, price: toSoles(row.price) }));
}

async function listProducts(
  db: Db,
  caller: Caller,
  filters: ProductListFilters,
  page: PageRequest,
) {
  const { rows, total } = await repository.listProductsPage(
    db,
    visibleProductFilters(caller, filters),
    page,
  );
  return {
    products: rows.map(toProductListItem),
    pagination: paginationOf(page, total),
  };
}

/** With `audit` (the routes pass it; seeding does not), the change is recorded with it. */
async function createProduct(db: Db, input: ProductInput, audit?: AuditContext): Promise<Product> {
  await assertDepartmentUsable(db, input.departmentId);
  const row = await withDepartment(() =>
    db.transaction(async (tx) => {
      const inserted = await repository.insertProduct(tx, productValues(input));
      await auditEntityChange(tx, audit, 'PRODUCT', inserted.id, {
        action: 'PRODUCT_CREATED',
        after: toProduct(inserted),
        message: auditMessages.entries.productCreated(inserted.name),
      });
      return inserted;
    }),
  );
  return toProduct(row);
}

async function updateProduct(
  db: Db,
  id: string,
  input: ProductInput,
  audit?: AuditContext,
): Promise<Product> {
  const before = await findExisting(db, id);
  await assertDepartmentUsable(db, input.departmentId, before.departmentId);
  const row = await withDepartment(() =>
    db.transaction(async (tx) => {
      const updated = await repository.updateProduct(tx, id, productValues(input, before));
      if (updated) {
        await auditEntityChange(tx, audit, 'PRODUCT', id, {
          action: 'PRODUCT_UPDATED',
          before: toProduct(before),
          after: toProduct(updated),
          message: auditMessages.entries.productUpdated(updated.name),
        });
      }
      return updated;
    }),
  );
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productId: id });
  return toProduct(row);
}

/**
 * Tickets keep the products they list, so a product in use is deactivated (hidden from the
 * public form and new tickets) instead of deleted; the answer says which happened.
 */
async function deleteProduct(
  db: Db,
  id: string,
  audit?: AuditContext,
): Promise<{ isDeactivated: boolean; message: string }> {
  const product = await findExisting(db, id);
  const outcome = await removeOrDeactivate(db, product);
  await auditEntityChange(db, audit, 'PRODUCT', id, {
    action: 'PRODUCT_DELETED',
    before: toProduct(product),
    after: outcome.isDeactivated ? { ...toProduct(product), isActive: false } : null,
    details: { isDeactivated: outcome.isDeactivated },
    severity: 'WARNING',
    message: auditMessages.entries.productDeleted(product.name),
  });
  return outcome;
}

async function removeOrDeactivate(
  db: Db,
  product: ProductRow,
): Promise<{ isDeactivated: boolean; message: string }> {
  const id = product.id;
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
function findProductByName(executor: Executor, departmentId: string, name: string) {
  return repository.findProductByName(executor, departmentId, name);
}
