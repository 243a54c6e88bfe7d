import { describe, expect, it } from 'vitest';
import { parsePriceInput, priceInputText } from './price';

describe('parsePriceInput', () => {
  it.each([
    ['1250.5', 1250.5],
    ['1,250.50', 1250.5],
    ['1,250', 1250],
    ['12,345,678.9', 12345678.9],
    ['S/ 1,250.50', 1250.5],
    ['S/\u00a01,250.50', 1250.5],
    ['1250,50', 1250.5],
    ['49,9', 49.9],
    [' 0 ', 0],
    ['.5', 0.5],
    ['-5', -5],
    ['12.345', 12.345],
  ])('reads "%s" as %s', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });

  it.each(['', '   ', 'diez', '1.250,50', '12,34,5', '1..2', '1e3', '--1'])(
    'refuses "%s"',
    (text) => {
      expect(parsePriceInput(text)).toBeNull();
    },
  );

  it('writes a stored price back with two decimals', () => {
    expect(priceInputText(1250.5)).toBe('1250.50');
    expect(parsePriceInput(priceInputText(1250.5))).toBe(1250.5);
  });
});
