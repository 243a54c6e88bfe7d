import { describe, expect, it } from 'vitest';
import { detectAllowedType, isUtf8Text, sanitizeFileName } from './uploads';

const HEAD_BYTES = 65_536;

/** `text` in UTF-8, padded with "a" in front to exactly `size` bytes. */
function padded(text: string, size: number): Buffer {
  const tail = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.alloc(size - tail.length, 'a'), tail]);
}

describe('.txt attachments (type by content)', () => {
  it('accepts UTF-8 text with accents wherever its characters fall', async () => {
    // "é" is two bytes: here it ends 4 bytes before the end of the 64 KB sample.
    const accentNearTheEnd = padded('éabc', HEAD_BYTES);
    expect(isUtf8Text(accentNearTheEnd)).toBe(true);
    expect(await detectAllowedType('notas.txt', accentNearTheEnd)).toBe(
      'text/plain; charset=utf-8',
    );
    // The sample of a longer file cut inside a character: the rest is not read yet.
    const cutInsideACharacter = padded('ñ', HEAD_BYTES + 1).subarray(0, HEAD_BYTES);
    expect(isUtf8Text(cutInsideACharacter)).toBe(true);
    expect(isUtf8Text(Buffer.from('Atención: el técnico llegó a las 10:30 €\n'))).toBe(true);
    expect(await detectAllowedType('acta.txt', Buffer.from('Señal débil en el ático'))).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('refuses bytes that are not UTF-8 text', async () => {
    // "é" in Windows-1252, in the middle and in the last bytes of the sample.
    expect(isUtf8Text(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b]))).toBe(false);
    expect(isUtf8Text(Buffer.concat([Buffer.alloc(100, 'a'), Buffer.from([0xe9, 0x20])]))).toBe(
      false,
    );
    expect(isUtf8Text(Buffer.from('hola\u0000mundo'))).toBe(false);
    expect(await detectAllowedType('foto.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toBe(
      null,
    );
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['right-to-left override', 'factura\u202Efdp.exe', 'facturafdp.exe'],
    ['left-to-right and right-to-left marks', '\u200Einforme\u200F.pdf', 'informe.pdf'],
    ['embeddings, overrides and pop', '\u202Aa\u202Bb\u202Cc\u202Dd.txt', 'abcd.txt'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069.txt', 'abc.txt'],
    ['Arabic letter mark', 'nota\u061C.txt', 'nota.txt'],
    [
      'zero-width space, word joiner, BOM, soft hyphen',
      'ac\u200Bta\u2060\uFEFF\u00AD.pdf',
      'acta.pdf',
    ],
    ['Hangul filler', 'foto\u3164.png', 'foto.png'],
    ['C1 control', 'foto\u0085.png', 'foto.png'],
  ])('strips the %s', (_label, raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('keeps accents, the zero-width joiner of emoji and non-Latin scripts', () => {
    expect(sanitizeFileName('Cotización año 2026.pdf')).toBe('Cotización año 2026.pdf');
    expect(sanitizeFileName('equipo \u{1F468}\u200D\u{1F4BB}.png')).toBe(
      'equipo \u{1F468}\u200D\u{1F4BB}.png',
    );
    expect(sanitizeFileName('فاتورة.pdf')).toBe('فاتورة.pdf');
  });
});
