import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

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
