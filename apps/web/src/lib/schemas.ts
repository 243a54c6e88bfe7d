/**
 * Response schemas the api client itself needs. Loaded on demand through load-schemas.ts so
 * zod stays off /login's first load (DESIGN §9 budget).
 */
export { authResponseSchema } from '@atiende/contracts';
