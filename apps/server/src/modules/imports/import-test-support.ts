import zlib from 'node:zlib';
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

/** `declaredSize` forges the unpacked size the headers announce (the real one otherwise). */
type ZipEntry = { name: string; chunks: Iterable<Buffer>; declaredSize?: number };

/**
 * A ZIP archive written by hand (deflated entries, central directory, end record) from entries
 * given as chunks, so a test can pack hundreds of megabytes of zeros into a few hundred KB
 * without holding them: a decompression bomb.
 */
const packedOnce = new WeakMap<Buffer, Buffer>();

export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    let crc = 0;
    let size = 0;
    // Each chunk is packed alone into non-final deflate blocks (a sync flush ends on a byte
    // boundary), so the pieces joined, plus one empty final block, are a single deflate stream.
    const packedChunks: Buffer[] = [];
    for (const chunk of entry.chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      let packedChunk = packedOnce.get(chunk);
      if (!packedChunk) {
        packedChunk = zlib.deflateRawSync(chunk, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
        packedOnce.set(chunk, packedChunk);
      }
      packedChunks.push(packedChunk);
    }
    packedChunks.push(zlib.deflateRawSync(Buffer.alloc(0)));
    const packed = Buffer.concat(packedChunks);
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** `megabytes` MiB of zeros, one MiB at a time. */
export function* zeros(megabytes: number): Generator<Buffer> {
  const block = Buffer.alloc(1_048_576);
  for (let index = 0; index < megabytes; index += 1) yield block;
}
