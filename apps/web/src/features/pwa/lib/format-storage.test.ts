import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './format-storage';

describe('formatStorageSize', () => {
  it('prints bytes, kilobytes and megabytes like file sizes, with es-PE decimals', () => {
    expect(formatStorageSize(900)).toBe('900 B');
    expect(formatStorageSize(512 * 1024)).toBe('512 KB');
    expect(formatStorageSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('moves to gigabytes for quotas, grouping thousands with a comma', () => {
    expect(formatStorageSize(1024 ** 3)).toBe('1 GB');
    expect(formatStorageSize(279.4 * 1024 ** 3)).toBe('279.4 GB');
    expect(formatStorageSize(1500 * 1024 ** 3)).toBe('1,500 GB');
  });

  it('reads a missing or nonsensical estimate as nothing used', () => {
    expect(formatStorageSize(0)).toBe('0 B');
    expect(formatStorageSize(-5)).toBe('0 B');
    expect(formatStorageSize(Number.NaN)).toBe('0 B');
  });
});
