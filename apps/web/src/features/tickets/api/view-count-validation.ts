/**
 * The view tabs' counts schema alone (docs/performance.md, thirteenth pass): asked for once the
 * list is painted, it builds the saved views' few schemas, not every ticket schema the tickets'
 * validation chunk (ticket-validation.ts) holds for the other screens.
 */
export { savedViewCountsResponseSchema } from '@atiende/contracts';
