import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, formatMoney } from './money';

describe('formatMoney', () => {
  it('prints soles with a no-break space and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('S/\u00a01,234.50');
    expect(formatMoney(0)).toBe('S/\u00a00.00');
    expect(formatMoney(99.999)).toBe('S/\u00a0100.00');
  });
});

describe('formatCount', () => {
  it('groups thousands with a comma as es-PE does', () => {
    expect(formatCount(1240)).toBe('1,240');
    expect(formatCount(7)).toBe('7');
  });
});

describe('formatFileSize', () => {
  it('reads like the attachment rows: "2.4 MB", "512 KB", "900 B"', () => {
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(900)).toBe('900 B');
  });
});
