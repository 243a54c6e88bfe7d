import { describe, expect, it } from 'vitest';
import { listHeading } from './list-heading';
import { viewSignature } from './list-filters';

const signatureOf = (query: string) => viewSignature(new URLSearchParams(query));

describe('listHeading', () => {
  const base = { role: 'TECHNICIAN' as const, isCompleted: false, presets: [] };

  it('names each built-in view, with the spec names for the own queue and every ticket', () => {
    expect(listHeading({ ...base, signature: signatureOf('view=open&assignedToId=me') })).toBe(
      'Mis Tickets',
    );
    expect(listHeading({ ...base, signature: signatureOf('status=ESCALADO') })).toBe('Escalados');
    expect(listHeading({ ...base, signature: signatureOf('assignedToId=none&view=open') })).toBe(
      'Sin asignar',
    );
    expect(listHeading({ ...base, signature: signatureOf('view=all') })).toBe('Gestión de Tickets');
  });

  it('uses a saved view its name, and "Gestión de Tickets" for filters of one’s own', () => {
    const presets = [{ name: 'Caja del centro', query: 'priority=ALTA&view=open' }];
    expect(
      listHeading({ ...base, presets, signature: signatureOf('view=open&priority=ALTA') }),
    ).toBe('Caja del centro');
    expect(listHeading({ ...base, presets, signature: signatureOf('priority=BAJA') })).toBe(
      'Gestión de Tickets',
    );
  });

  it('keeps "Mis Tickets" for clients and "Tickets Completados" for the completed page', () => {
    const signature = signatureOf('status=ESCALADO');
    expect(listHeading({ ...base, role: 'CLIENT', signature })).toBe('Mis Tickets');
    expect(listHeading({ ...base, isCompleted: true, signature })).toBe('Tickets Completados');
  });
});
