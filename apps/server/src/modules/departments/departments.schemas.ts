// Request shapes of the department and product routes that the contracts do not hold yet
// (params, filters, the members body). Built only from contract messages, so the Spanish
// stays in @atiende/contracts; candidates to move there when the web pages need them.
import {
  departmentMessages,
  EXPORT_FORMATS,
  fieldMessages,
  PRODUCT_KINDS,
  ticketMessages,
} from '@atiende/contracts';
import { z } from 'zod';

const validation = ticketMessages.validation;
const messages = departmentMessages.validation;

/** `?includeInactive=true|false`; query strings carry text, so no z.coerce.boolean here. */
const includeInactiveQuery = z
  .enum(['true', 'false'], { error: fieldMessages.booleanInvalid })
  .optional();

export const departmentListQuerySchema = z.object({ includeInactive: includeInactiveQuery });

/**
 * docs/product/departments-and-catalogue.md: the public form asks for products once a department is
 * chosen.
 */
export const publicProductsQuerySchema = z.object({
  departmentId: z
    .string({ error: validation.departmentRequired })
    .trim()
    .min(1, validation.departmentRequired)
    .pipe(z.uuid({ error: validation.invalidId })),
});

const formatQuery = z.enum(EXPORT_FORMATS, { error: messages.formatInvalid });

export const departmentExportQuerySchema = z.object({
  format: formatQuery,
  includeInactive: includeInactiveQuery,
});

/** The filters of /admin/products and /admin/services; the export takes the same ones. */
const productFilters = {
  kind: z.enum(PRODUCT_KINDS, { error: messages.kindInvalid }).optional(),
  departmentId: z.uuid({ error: validation.invalidId }).optional(),
  search: z.string().trim().max(200, messages.searchTooLong).optional(),
  /** `true` active only, `false` inactive only (administrators); absent: see includeInactive. */
  isActive: z.enum(['true', 'false'], { error: fieldMessages.booleanInvalid }).optional(),
  includeInactive: includeInactiveQuery,
};

/** A whole number from 1 to `max` in the query string, `fallback` when absent. */
function countQuery(message: string, max: number, fallback: number) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

export const productListQuerySchema = z.object({
  ...productFilters,
  page: countQuery(messages.pageInvalid, 100_000, 1),
  limit: countQuery(messages.limitInvalid, 100, 50),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productExportQuerySchema = z.object({ ...productFilters, format: formatQuery });

export { MAX_DEPARTMENT_MEMBERS, departmentMembersInputSchema } from '@atiende/contracts';
