import { describe, expect, it } from 'vitest';
import { countOf, formatFigure, pluralWord } from './plural';

const tickets = { one: 'ticket', other: 'tickets' };

describe('countOf', () => {
  it('uses the singular only for one', () => {
    expect(countOf(1, tickets)).toBe('1 ticket');
    expect(countOf(0, tickets)).toBe('0 tickets');
    expect(countOf(2, tickets)).toBe('2 tickets');
  });

  it('groups thousands as es-PE does', () => {
    const grouped = new Intl.NumberFormat('es-PE').format(1250);
    expect(grouped).not.toBe('1250');
    expect(countOf(1250, tickets)).toBe(`${grouped} tickets`);
    expect(pluralWord(1, { one: 'estado personalizado', other: 'estados personalizados' })).toBe(
      'estado personalizado',
    );
  });
});

describe('whole numbers without Intl (docs/performance.md, twelfth pass)', () => {
  const intl = new Intl.NumberFormat('es-PE');
  const rules = new Intl.PluralRules('es-PE');

  it('groups as es-PE Intl.NumberFormat does', () => {
    const values = [0, 1, 7, 999, 1000, 1250, 9999, 10_000, 123_456, 1_234_567, 2 ** 40, -1, -1250];
    for (let n = 1; n < 10 ** 12; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) expect(formatFigure(value)).toBe(intl.format(value));
    expect(formatFigure(1.5)).toBe(intl.format(1.5));
  });

  it('takes "one" only where es-PE Intl.PluralRules does', () => {
    for (const value of [0, 1, 2, 5, 11, 21, 101, 1000, 1_000_001, 1.5, 0.5]) {
      const expected = rules.select(value) === 'one' ? 'ticket' : 'tickets';
      expect(pluralWord(value, tickets)).toBe(expected);
    }
  });
});
