import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { verifyPassword } from '../../platform/hashing';
import { ensureFirstAdmin, findUserByEmail } from './users.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('ensureFirstAdmin', () => {
  it('creates the administrator once, with a generated password when none is configured', async () => {
    const result = await ensureFirstAdmin(database.db, {
      email: 'jefa@example.pe',
      password: undefined,
      name: 'Jefa',
    });
    expect(result).toMatchObject({ created: true, email: 'jefa@example.pe' });
    const password = result.created ? result.generatedPassword : undefined;
    expect(password).toEqual(expect.any(String));
    const admin = await findUserByEmail(database.db, 'jefa@example.pe');
    expect(admin?.role).toBe('ADMIN');
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    expect(
      await ensureFirstAdmin(database.db, {
        email: 'otra@example.pe',
        password: 'x'.repeat(12),
        name: 'Otra',
      }),
    ).toEqual({
      created: false,
    });
  });
});
