import { describe, expect, it } from 'vitest';
import {
  formatCost,
  isTicketNumberRef,
  ratingKind,
  sourceHref,
  ticketHref,
  userLabel,
} from './transcript';

const ID = '0b5e8f0e-3c1f-4f0a-9d7e-1a2b3c4d5e6f';

describe('transcript links', () => {
  it('opens an article source at /ayuda/articulos/{id}, whatever URL the record holds', () => {
    expect(sourceHref({ type: 'ARTICLE', id: ID, title: 'Contraseña', url: '/kb/x' })).toBe(
      `/ayuda/articulos/${ID}`,
    );
  });

  it('opens a ticket source at its /tickets path, and never follows another address', () => {
    expect(sourceHref({ type: 'TICKET', id: ID, title: 'Caja', url: '/tickets/1234' })).toBe(
      '/tickets/1234',
    );
    expect(
      sourceHref({ type: 'TICKET', id: ID, title: 'Caja', url: 'https://evil.example/tickets/1' }),
    ).toBe(`/tickets/${ID}`);
    expect(sourceHref({ type: 'TICKET', id: ID, title: 'Caja', url: '//evil.example' })).toBe(
      `/tickets/${ID}`,
    );
  });

  it('links a ticket raised from the chat by its number once known, else by its id', () => {
    expect(isTicketNumberRef('1234')).toBe(true);
    expect(isTicketNumberRef(ID)).toBe(false);
    expect(ticketHref(ID, 1234)).toBe('/tickets/1234');
    expect(ticketHref(ID, undefined)).toBe(`/tickets/${ID}`);
  });
});

describe('transcript figures', () => {
  it('prints a cost in soles with up to 4 decimals (the space is U+00A0)', () => {
    expect(formatCost(0.0012)).toBe('S/\u00a00.0012');
    expect(formatCost(0)).toBe('S/\u00a00.00');
    expect(formatCost(1234.5)).toBe('S/\u00a01,234.50');
  });

  it('reads the chat’s two votes', () => {
    expect(ratingKind(5)).toBe('helpful');
    expect(ratingKind(1)).toBe('notHelpful');
    expect(ratingKind(null)).toBe(null);
  });

  it('names the user by name, else e-mail, else the fallback', () => {
    expect(userLabel({ name: 'Ana', email: 'ana@x.pe' }, '—')).toBe('Ana');
    expect(userLabel({ name: null, email: 'ana@x.pe' }, '—')).toBe('ana@x.pe');
    expect(userLabel({ name: ' ', email: null }, 'Usuario eliminado')).toBe('Usuario eliminado');
  });
});
