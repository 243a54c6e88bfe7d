import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseFilters, ticketNumberOf } from './list-filters';

const count = (query: string) => activeFilterCount(parseFilters(new URLSearchParams(query)));

describe('activeFilterCount', () => {
  it('counts each set field once, the date range once, and not the search or the view', () => {
    expect(count('view=open&search=impresora')).toBe(0);
    expect(count('status=PENDIENTE,ESCALADO&assignedToId=me&view=open')).toBe(2);
    expect(count('priority=ALTA&from=2025-03-01&to=2025-03-07')).toBe(2);
    expect(count('source=EMAIL,WHATSAPP&customerId=0d9a3c44-2b1e-4f6a-8c7d-9e8f7a6b5c4d')).toBe(2);
  });
});

describe('ticketNumberOf', () => {
  it('reads "#8" as ticket 8 and nothing else', () => {
    expect(ticketNumberOf(' #8 ')).toBe(8);
    expect(ticketNumberOf('8')).toBeNull();
    expect(ticketNumberOf('#8 impresora')).toBeNull();
    expect(ticketNumberOf('#')).toBeNull();
  });
});
