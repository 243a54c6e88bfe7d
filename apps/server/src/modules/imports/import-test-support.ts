import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '@atiende/contracts';

/** Builders shared by the import tests: multipart bodies, workbooks, polling a job. */

export function multipartBody(
  file: { name: string; bytes: Buffer | string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----atiendeImport${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type XlsxCell = string | number | Date | null | { formula: string };

export async function xlsxBuffer(rows: XlsxCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 1);
    values.forEach((value, column) => {
      const cell = row.getCell(column + 1);
      cell.value = value as ExcelJS.CellValue;
      if (value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm';
    });
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  entity: string,
  file: { name: string; bytes: Buffer | string },
) {
  const body = multipartBody(file, { entity });
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function waitForImport(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  timeoutMs = 30_000,
): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers });
    // A long import polled this often meets the global rate limit (600 a minute): wait it out.
    if (response.statusCode === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    const job = response.json().data.import as ImportJob;
    if (job.phase === 'COMPLETED' || job.phase === 'FAILED') return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.phase}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
