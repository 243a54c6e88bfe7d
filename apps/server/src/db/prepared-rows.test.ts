import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { preparedRows, type Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const STATEMENT = sql`SELECT '2026-11-22 05:45:22.123456+00'::timestamptz AS at, 'hola' AS word`;

describe('preparedRows', () => {
  it('gives timestamps as Date on the pool', async () => {
    const [row] = await preparedRows<{ at: Date; word: string }>(
      database.db,
      'prepared_rows_test',
      STATEMENT,
    );
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-11-22T05:45:22.123Z');
    expect(row!.word).toBe('hola');
  });

  // The notifications' batch insert runs in the delivery's transaction and prints its rows'
  // `createdAt` for the socket: as text, that threw on PostgreSQL and no notification went out.
  it('gives timestamps as Date inside a transaction too', async () => {
    const row = await database.db.transaction(async (tx) => {
      const [found] = await preparedRows<{ at: Date; word: string }>(
        tx,
        'prepared_rows_test',
        STATEMENT,
      );
      return found;
    });
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe('2026-11-22T05:45:22.123Z');
    expect(row!.word).toBe('hola');
  });
});
