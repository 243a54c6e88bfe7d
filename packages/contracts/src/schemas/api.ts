import { z } from 'zod';

/** docs/conventions.md#api: `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** docs/conventions.md#api: `{ success: false, message, error: { code, details? } }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({
    code: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The page block of every paged list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totalIsEstimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;
