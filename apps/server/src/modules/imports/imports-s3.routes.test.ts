import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, storedFileNames, type TestApp } from '../../../test/build-test-app';
import { signInEveryRole, type RoleHeaders } from '../../../test/role-sessions';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { upload, waitForImport, xlsxBuffer } from './import-test-support';

const headers: RoleHeaders = {};
let s3: TestS3Server;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp(s3.env);
  await signInEveryRole(testApp, headers);
});
afterAll(async () => {
  await testApp?.app.close();
  await s3?.stop();
});

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of testApp.app.files.imports.list()) keys.push(file.key);
  return keys;
}

describe('spreadsheet imports with S3_BUCKET set (docs/operations.md#files)', () => {
  it('reads the workbook from the bucket, runs the import, serves the error report, and removes the upload', async () => {
    const bytes = await xlsxBuffer([
      ['Razón social', 'RUC', 'Correo'],
      ['Pollería Ñañez S.A.C.', '20123456789', 'ventas@nanez.pe'],
      ['Sin RUC válido', '123', 'malo'],
    ]);
    const uploaded = await upload(testApp.app, headers.ADMIN!, 'CUSTOMERS', {
      name: 'clientes.xlsx',
      bytes,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = uploaded.json().data;
    expect(preview.rows).toHaveLength(2);
    expect(await keysInBucket()).toHaveLength(1);
    expect(storedFileNames(testApp, 'imports')).toEqual([]);

    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.job.id}/start`,
      headers: headers.ADMIN!,
      payload: { mapping: preview.suggestedMapping },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await waitForImport(testApp.app, headers.ADMIN!, preview.job.id);
    expect(job).toMatchObject({ phase: 'COMPLETED', totalRows: 2, failedRows: 1 });

    const report = await testApp.app.inject({
      method: 'GET',
      url: `/api/imports/${preview.job.id}/errors`,
      headers: headers.ADMIN!,
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Fila 3');
    // The upload is gone once imported; only the error report stays in the bucket.
    expect(await keysInBucket()).toHaveLength(1);
  });
});
