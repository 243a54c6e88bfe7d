import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMPORT_XLSX_MAX_ENTRIES } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { xlsxBuffer, zeros, zipArchive } from './import-test-support';
import { countUnpackedBytes, inspectZipDirectory, tailTap } from './zip-directory';

const inspect = (archive: Buffer) => inspectZipDirectory(archive, archive.length);
const small = (name: string) => ({ name, chunks: [Buffer.from('<x/>')] });

describe('inspectZipDirectory', () => {
  it('accepts a real workbook and counts what it unpacks to', async () => {
    const workbook = await xlsxBuffer([
      ['Razón social', 'RUC'],
      ['Pollería Ñañez S.A.C.', '20123456789'],
    ]);
    const verdict = inspect(workbook);
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.ok && verdict.entries).toBeGreaterThan(5);
  });

  it('counts the unpacked bytes of ordinary entries', () => {
    const noise = [randomBytes(1_048_576), randomBytes(1_048_576), randomBytes(1_048_576)];
    expect(
      inspect(zipArchive([small('[Content_Types].xml'), { name: 'b', chunks: noise }])),
    ).toEqual({
      ok: true,
      entries: 2,
      unpackedBytes: 4 + 3 * 1_048_576,
    });
  });

  it('refuses a bomb: 400 MB of zeros in a few hundred KB', () => {
    const bomb = zipArchive([
      small('[Content_Types].xml'),
      { name: 'xl/worksheets/sheet1.xml', chunks: zeros(400) },
    ]);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(inspect(bomb)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses one entry packed far beyond any workbook (20 MB of zeros)', () => {
    expect(inspect(zipArchive([{ name: 'xl/sharedStrings.xml', chunks: zeros(20) }]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('refuses more entries than the limit', () => {
    const many = Array.from({ length: IMPORT_XLSX_MAX_ENTRIES + 1 }, (_, index) =>
      small(`xl/media/image${index}.xml`),
    );
    expect(inspect(zipArchive(many))).toEqual({ ok: false, reason: 'too-large' });
    expect(inspect(zipArchive(many.slice(1)))).toMatchObject({ ok: true });
  });

  it('calls an archive without its end record corrupt', () => {
    const archive = zipArchive([small('[Content_Types].xml')]);
    expect(inspect(archive.subarray(0, archive.length - 10))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
    expect(inspect(Buffer.from('PK\u0003\u0004[Content_Types].xml'))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
  });
});

describe('countUnpackedBytes', () => {
  it('counts what a real workbook unpacks to, as the directory declares it', async () => {
    const workbook = await xlsxBuffer([['Razón social'], ['Pollería Ñañez S.A.C.']]);
    const declared = inspect(workbook);
    expect(await countUnpackedBytes(Readable.from([workbook]))).toEqual(declared);
  });

  it('stops a forged archive whose headers declare 1 KB for 150 MB of zeros', async () => {
    const forged = zipArchive([
      { name: 'xl/sharedStrings.xml', chunks: zeros(150), declaredSize: 1_024 },
    ]);
    expect(inspect(forged)).toMatchObject({ ok: true });
    expect(await countUnpackedBytes(Readable.from([forged]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('calls bytes that are not an archive corrupt', async () => {
    const verdict = await countUnpackedBytes(Readable.from([Buffer.from('PK\u0003\u0004roto')]));
    expect(verdict.ok).toBe(false);
  });
});

describe('tailTap', () => {
  it('keeps the last bytes of a stream of any size', async () => {
    const ending = tailTap(10);
    const source = Readable.from([
      Buffer.from('0123456'),
      Buffer.from('789abc'),
      Buffer.from('def'),
    ]);
    const passed: Buffer[] = [];
    for await (const chunk of source.pipe(ending.transform)) passed.push(chunk as Buffer);
    expect(Buffer.concat(passed).toString()).toBe('0123456789abcdef');
    expect(ending.tail().toString()).toBe('6789abcdef');
  });
});
