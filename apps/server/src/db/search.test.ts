import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { selectRows, type Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function matches(text: string, query: string): Promise<boolean> {
  const [row] = await selectRows<{ hit: boolean }>(
    database.db,
    sql`SELECT to_tsvector('atiende_es', ${text}) @@ websearch_to_tsquery('atiende_es', ${query}) AS hit`,
  );
  return row!.hit;
}

describe('the atiende_es text search configuration', () => {
  it('finds accented words without accents and the reverse', async () => {
    expect(await matches('La impresión de boletas falla', 'impresion')).toBe(true);
    expect(await matches('No imprime la boleta electronica', 'electrónica')).toBe(true);
    expect(await matches('Configuración del módulo de caja', 'configuracion modulo')).toBe(true);
  });

  it('stems Spanish words', async () => {
    expect(await matches('Las impresoras no responden', 'impresora')).toBe(true);
    expect(await matches('El sistema se congeló en caja', 'congelo')).toBe(true);
  });

  it('does not match unrelated words', async () => {
    expect(await matches('La impresión de boletas falla', 'facturación')).toBe(false);
  });
});
