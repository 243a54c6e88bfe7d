/**
 * The schemas the public form reads its reference data with, apart from lib/schemas.ts: building
 * that module's staff schemas took ~400 ms of a phone's main thread on /support
 * (docs/performance.md#public-form-schemas). Loaded on demand through load-schemas.ts.
 */
export { publicDepartmentListSchema, publicProductListSchema } from '@atiende/contracts';
