/**
 * The reference data's answer schemas (the departments, the staff a ticket can go to; the build
 * deployed has its own, lib/version-schema.ts): a chunk of their own, which the signed-in pages
 * load once their first screen is painted, without the customers' and the session's schemas
 * (lib/schemas.ts) or the tickets' (docs/performance.md, thirteenth pass).
 */
export {
  departmentListResponseSchema,
  technicianOptionListResponseSchema,
} from '@atiende/contracts';
