/**
 * Contract schemas the lib layer reads answers with (the api client's session renewal and the
 * company picker's customers; the reference data's are in reference-schemas.ts). Loaded on demand
 * through load-schemas.ts so zod stays off /login's first load and /support paints before it
 * arrives.
 */
export { authResponseSchema, customerListResponseSchema } from '@atiende/contracts';
