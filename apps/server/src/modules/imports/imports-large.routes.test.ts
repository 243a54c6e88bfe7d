import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { customers } from '../../db/schema/index';
import { upload, waitForImport } from './import-test-support';

/**
 * The 100,000-row file: the dry run reads all of it on both engines; the full import runs
 * on PostgreSQL (on PGlite it would only measure the WASM engine). Timings are for `npm run bench`
 * (docs/performance.md), never asserted here (docs/conventions.md#quality-bars-and-budgets).
 */

const ROWS = 100_000;
const isPostgres = process.env.TEST_ENGINE === 'postgres';

/** RUCs 20000000000 + n: valid, unique, and the same on every run. */
function customersCsv(rows: number): Buffer {
  const lines = ['Razón social;RUC;Correo;Teléfono;Cadena'];
  for (let index = 1; index <= rows; index += 1) {
    const ruc = String(20_000_000_000 + index);
    lines.push(
      `Restaurante Prueba ${index} S.A.C.;${ruc};contacto${index}@prueba.pe;01 ${String(4_000_000 + index).slice(-7)};Cadena ${index % 50}`,
    );
    // Blank lines here and there, as exported sheets have.
    if (index % 10_000 === 0) lines.push(';;;;');
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

let admin: Record<string, string>;
const file = customersCsv(ROWS);

const testApp = useTestApp();
beforeAll(async () => {
  admin = (await makeSignedInUser(testApp, 'ADMIN')).headers;
});

/** The file's upload (a preview of its first rows), then a step run with the suggested mapping. */
const uploadFile = () =>
  upload(testApp.app, admin, 'CUSTOMERS', { name: 'clientes-100k.csv', bytes: file });
const runStep = (
  step: 'validate' | 'start',
  preview: { job: { id: string }; suggestedMapping: object },
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/imports/${preview.job.id}/${step}`,
    headers: admin,
    payload: { mapping: preview.suggestedMapping },
  });

describe('a 100,000-row customers CSV', () => {
  it(
    'is validated in full with bounded memory: every row counted, none written',
    { timeout: 180_000 },
    async () => {
      const uploaded = await uploadFile();
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const preview = uploaded.json().data;
      expect(preview.rows).toHaveLength(10);
      const response = await runStep('validate', preview);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        totalRows: ROWS,
        createdRows: ROWS,
        failedRows: 0,
        errorCount: 0,
      });
      expect(await testApp.database.db.$count(customers)).toBe(0);
    },
  );

  it.runIf(isPostgres)(
    'is imported in batches of 500 on PostgreSQL',
    { timeout: 180_000 },
    async () => {
      const uploaded = await uploadFile();
      const preview = uploaded.json().data;
      const start = await runStep('start', preview);
      expect(start.statusCode, start.body).toBe(202);
      const job = await waitForImport(testApp.app, admin, preview.job.id, 170_000);
      expect(job).toMatchObject({
        phase: 'COMPLETED',
        totalRows: ROWS,
        processedRows: ROWS,
        createdRows: ROWS,
        failedRows: 0,
      });
      expect(await testApp.database.db.$count(customers)).toBe(ROWS);
      const [last] = await testApp.database.db
        .select()
        .from(customers)
        .where(eq(customers.ruc, String(20_000_000_000 + ROWS)));
      expect(last?.email).toBe(`contacto${ROWS}@prueba.pe`);
    },
  );
});
