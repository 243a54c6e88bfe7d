import { z } from 'zod';

/*
 * What the public form (/support) reads: the departments a ticket can be filed in and their
 * products. In a module of its own, importing nothing but zod, so a visitor's phone builds these
 * four schemas and none of the staff screens' (docs/performance.md#public-form-schemas).
 */

export const publicDepartmentSchema = z.object({ id: z.uuid(), name: z.string() });
export type PublicDepartment = z.infer<typeof publicDepartmentSchema>;

/**
 * docs/product/departments-and-catalogue.md Product (public list): id, name, description, price,
 * departmentId.
 */
export const publicProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  departmentId: z.uuid(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/* The answers of GET /departments/public and /products/public, inside the envelope. */
export const publicDepartmentListSchema = z.array(publicDepartmentSchema);
export const publicProductListSchema = z.array(publicProductSchema);
