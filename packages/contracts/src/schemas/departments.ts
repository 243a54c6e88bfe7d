import { z } from 'zod';
import { PRICE_MAX, PRODUCT_KINDS } from '../constants/organisation';
import { TICKET_STATUSES } from '../constants/tickets';
import { departmentValidationMessages } from '../messages/es/department-validation';
import { fieldMessages } from '../messages/es/errors';
import { ticketMessages } from '../messages/es/tickets';
import { messageResponseSchema, paginationSchema } from './api';
import { publicProductSchema } from './public-catalogue';

// What the public form reads lives in a module of its own (docs/performance.md#public-form-schemas).
export * from './public-catalogue';

const messages = departmentValidationMessages;

const nameField = z
  .string({ error: fieldMessages.nameRequired })
  .trim()
  .min(1, fieldMessages.nameRequired)
  .max(100, fieldMessages.nameTooLong);
const descriptionField = z
  .string()
  .trim()
  .max(2_000, messages.descriptionTooLong)
  .nullable()
  .optional();

/** docs/product/departments-and-catalogue.md Department (public list): id, name. */

export const departmentStatusSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  baseStatus: z.enum(TICKET_STATUSES),
  pausesSla: z.boolean(),
  requiresResolutionNote: z.boolean(),
  notifiesLead: z.boolean(),
  position: z.number().int(),
  /** Deactivated statuses stay for the tickets that have them; new tickets cannot take them. */
  isActive: z.boolean(),
});
export type DepartmentStatus = z.infer<typeof departmentStatusSchema>;

export const departmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  leadId: z.uuid().nullable(),
  /** Every custom status in display order, deactivated ones included (`isActive: false`). */
  statuses: z.array(departmentStatusSchema),
  /**
   * Staff who work the department's tickets (docs/product/overview.md#roles-and-permissions),
   * besides its lead.
   */
  memberIds: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

/** A row of the departments page: the department with its lead's name and its counts. */
export const departmentListItemSchema = departmentSchema.extend({
  lead: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  counts: z.object({
    members: z.number().int(),
    openTickets: z.number().int(),
    products: z.number().int(),
    services: z.number().int(),
  }),
});
export type DepartmentListItem = z.infer<typeof departmentListItemSchema>;

export const departmentStatusInputSchema = z.object({
  /** An existing status of the department, to keep it (tickets point at it); absent = new. */
  id: z.uuid({ error: ticketMessages.validation.invalidId }).optional(),
  name: nameField,
  baseStatus: z.enum(TICKET_STATUSES, { error: messages.baseStatusInvalid }),
  pausesSla: z.boolean().default(false),
  requiresResolutionNote: z.boolean().default(false),
  notifiesLead: z.boolean().default(false),
  /** `false` keeps the status (and its place) but offers it to no new ticket. */
  isActive: z.boolean().default(true),
});

export const departmentInputSchema = z.object({
  name: nameField,
  description: descriptionField,
  isActive: z.boolean().default(true),
  leadId: z.uuid().nullable().optional(),
  /** Custom statuses, in display order; each maps onto one base status. */
  statuses: z.array(departmentStatusInputSchema).max(30, messages.statusesTooMany).optional(),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const MAX_DEPARTMENT_MEMBERS = 100;

/** PUT /api/departments/{id}/members: the whole member list. */
export const departmentMembersInputSchema = z.object({
  userIds: z
    .array(z.uuid({ error: fieldMessages.departmentMemberInvalid }), {
      error: fieldMessages.required,
    })
    .max(MAX_DEPARTMENT_MEMBERS, fieldMessages.departmentMembersTooMany),
});
export type DepartmentMembersInput = z.infer<typeof departmentMembersInputSchema>;

export const productSchema = publicProductSchema.extend({
  /**
   * PRODUCT or SERVICE: /admin/products and /admin/services list one table
   * (docs/product/departments-and-catalogue.md).
   */
  kind: z.enum(PRODUCT_KINDS),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A row of the products page: the product with its department's name. */
export const productListItemSchema = productSchema.extend({
  departmentName: z.string(),
  isDepartmentActive: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

const PRICE_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Soles, at most 2 decimals, 0 to PRICE_MAX (numeric(12,2)). A number, or its text with a dot
 * ("389.90"); anything else (empty text, "1,250.50", true) is refused rather than guessed:
 * the web form normalises what people type before sending it.
 */
export const productPriceField = z.preprocess(
  (value) => (typeof value === 'string' && PRICE_TEXT.test(value) ? Number(value) : value),
  z
    .number({ error: messages.priceInvalid })
    .min(0, messages.priceNegative)
    .max(PRICE_MAX, messages.priceTooHigh)
    .multipleOf(0.01, messages.priceDecimals),
);

/** `{name, description, price, departmentId, kind, isActive}`; price in soles with 2 decimals. */
export const productInputSchema = z.object({
  name: nameField,
  description: descriptionField,
  price: productPriceField,
  departmentId: z.uuid({ error: messages.departmentRequired }),
  /** Absent: PRODUCT on creation, unchanged on an edit. */
  kind: z.enum(PRODUCT_KINDS, { error: messages.kindInvalid }).optional(),
  isActive: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/* The answers of the department and product routes, inside the `{ success, data }` envelope. */
export const departmentListResponseSchema = z.object({
  departments: z.array(departmentListItemSchema),
});
export type DepartmentListResponse = z.infer<typeof departmentListResponseSchema>;
export const departmentEnvelopeSchema = z.object({ department: departmentSchema });
export const productListResponseSchema = z.object({
  products: z.array(productListItemSchema),
  pagination: paginationSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export const productEnvelopeSchema = z.object({ product: productSchema });
/** DELETE /api/products/{id}: deleted, or deactivated when tickets list the product. */
export const productDeletionSchema = messageResponseSchema.extend({ isDeactivated: z.boolean() });
export type ProductDeletion = z.infer<typeof productDeletionSchema>;
