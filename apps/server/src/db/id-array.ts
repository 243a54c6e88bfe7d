import { sql } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` SQL value: they travel as one text parameter, one bind on both drivers
 * (PGlite and `pg`), however many there are.
 */
export const idArray = (ids: readonly string[]) =>
  sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
