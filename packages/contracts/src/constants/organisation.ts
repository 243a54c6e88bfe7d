/** Issue 6 (organisation): kinds, sources and limits shared by the server and the web app. */

/**
 * `/admin/products` and `/admin/services` are one page over one table
 * (docs/product/departments-and-catalogue.md).
 */
export const PRODUCT_KINDS = ['PRODUCT', 'SERVICE'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  PRODUCT: 'Producto',
  SERVICE: 'Servicio',
};

/** Where a customer contact came from: the CRM unifies all of them (docs/customers.md). */
export const CUSTOMER_CONTACT_SOURCES = [
  'USER',
  'PUBLIC_FORM',
  'MESSAGING',
  'IMPORT',
  'MANUAL',
] as const;
export type CustomerContactSource = (typeof CUSTOMER_CONTACT_SOURCES)[number];
export const CUSTOMER_CONTACT_SOURCE_LABELS: Record<CustomerContactSource, string> = {
  USER: 'Usuario del portal',
  PUBLIC_FORM: 'Formulario público',
  MESSAGING: 'Mensajería',
  IMPORT: 'Importación',
  MANUAL: 'Registro manual',
};

/** What `/admin/excel-import` can load. */
export const IMPORT_ENTITIES = ['CUSTOMERS', 'USERS', 'TICKETS'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];
export const IMPORT_ENTITY_LABELS: Record<ImportEntity, string> = {
  CUSTOMERS: 'Clientes',
  USERS: 'Usuarios',
  TICKETS: 'Tickets',
};

export const IMPORT_JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_STATUS_LABELS: Record<ImportJobStatus, string> = {
  PENDING: 'En cola',
  RUNNING: 'Importando',
  COMPLETED: 'Completada',
  FAILED: 'Fallida',
};

/** A Peruvian RUC: 11 digits starting 10, 15, 16, 17 or 20 (SUNAT). */
export const RUC_PATTERN = /^(10|15|16|17|20)\d{9}$/;
/** Largest capacity a técnico can be given (open tickets at once). */
export const TECHNICIAN_MAX_CAPACITY = 500;
/** Price ceiling of numeric(12,2). */
export const PRICE_MAX = 9_999_999_999.99;

/** Downloads of the admin lists (docs/exports.md). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
