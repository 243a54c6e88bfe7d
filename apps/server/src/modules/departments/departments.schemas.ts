// Request shapes of the department and product routes that the contracts do not hold yet
// (params, filters, the members body). Built only from contract messages, so the Spanish
// stays in @atiende/contracts; candidates to move there when the web pages need them.
import { fieldMessages, ticketMessages } from '@atiende/contracts';
import { z } from 'zod';

const validation = ticketMessages.validation;

export const idParamsSchema = z.object({ id: z.uuid({ error: validation.invalidId }) });

/** `?includeInactive=true|false`; query strings carry text, so no z.coerce.boolean here. */
const includeInactiveQuery = z
  .enum(['true', 'false'], { error: fieldMessages.booleanInvalid })
  .optional();

export const departmentListQuerySchema = z.object({ includeInactive: includeInactiveQuery });

/** spec §7: the public form asks for products once a department is chosen. */
export const publicProductsQuerySchema = z.object({
  departmentId: z
    .string({ error: validation.departmentRequired })
    .trim()
    .min(1, validation.departmentRequired)
    .pipe(z.uuid({ error: validation.invalidId })),
});

export const productListQuerySchema = z.object({
  departmentId: z.uuid({ error: validation.invalidId }).optional(),
  includeInactive: includeInactiveQuery,
});

export const MAX_DEPARTMENT_MEMBERS = 100;

export const departmentMembersInputSchema = z.object({
  userIds: z
    .array(z.uuid({ error: fieldMessages.departmentMemberInvalid }), {
      error: fieldMessages.required,
    })
    .max(MAX_DEPARTMENT_MEMBERS, fieldMessages.departmentMembersTooMany),
});
