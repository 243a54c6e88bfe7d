import { describe, expect, it } from 'vitest';
import { firstInvalidField, relatedTicketNumber } from './create-form-fields';

describe('firstInvalidField', () => {
  it('picks the title before the department, whatever order the errors come in', () => {
    expect(firstInvalidField({ departmentId: {}, description: {}, title: {} })).toBe('title');
    expect(firstInvalidField({ departmentId: {}, description: {} })).toBe('description');
    expect(firstInvalidField({ priority: {}, departmentId: {} })).toBe('departmentId');
  });

  it('answers undefined when no field of the form has an error', () => {
    expect(firstInvalidField({})).toBeUndefined();
    expect(firstInvalidField({ root: {} })).toBeUndefined();
  });
});

describe('relatedTicketNumber', () => {
  it('reads a ticket number, with or without "#"', () => {
    expect(relatedTicketNumber(new URLSearchParams('related=8'))).toBe(8);
    expect(relatedTicketNumber(new URLSearchParams('related=%2312'))).toBe(12);
  });

  it('ignores a missing, zero, negative or non-numeric value', () => {
    for (const query of ['', 'related=', 'related=0', 'related=-3', 'related=abc', 'related=1.5']) {
      expect(relatedTicketNumber(new URLSearchParams(query))).toBeNull();
    }
  });
});
