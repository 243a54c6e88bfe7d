/**
 * Contract schemas the lib layer reads answers with (the api client's session renewal and the
 * reference data). Loaded on demand through load-schemas.ts so zod stays off /login's first
 * load and /support paints before it arrives.
 */
export {
  authResponseSchema,
  customerListResponseSchema,
  departmentListResponseSchema,
  technicianOptionListResponseSchema,
  versionFileSchema,
} from '@atiende/contracts';
