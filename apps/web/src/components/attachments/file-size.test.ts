import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes, kilobytes and megabytes the way people read them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(250_880)).toBe('245 KB');
    expect(formatFileSize(2_516_582)).toBe('2.4 MB');
  });

  it('counts the documented limit of 10485760 bytes as exactly 10 MB', () => {
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(12_582_912)).toBe('12 MB');
  });
});
