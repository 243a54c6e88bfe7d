import { describe, expect, it } from 'vitest';
import { bulkTicketResponseSchema } from '@atiende/contracts';
import { bulkOutcome } from './bulk-outcome';

const ids = [
  '6f1c1c1e-8a4b-4c53-9a55-1d2f3e4a5b61',
  '6f1c1c1e-8a4b-4c53-9a55-1d2f3e4a5b62',
  '6f1c1c1e-8a4b-4c53-9a55-1d2f3e4a5b63',
  '6f1c1c1e-8a4b-4c53-9a55-1d2f3e4a5b64',
  '6f1c1c1e-8a4b-4c53-9a55-1d2f3e4a5b65',
];

describe('bulkOutcome', () => {
  it('reports a change of every ticket as done', () => {
    const result = bulkTicketResponseSchema.parse({ updated: ids, failed: [] });
    expect(bulkOutcome('status', result, 5)).toEqual({
      kind: 'done',
      message: 'Se actualizaron 5 tickets',
    });
  });

  it('shows a partly failed change as partial, a hidden ticket (number null) included', () => {
    // The server's answer as it sends it: the contract accepts a null number.
    const result = bulkTicketResponseSchema.parse({
      updated: ids.slice(0, 3),
      failed: [
        { id: ids[3], number: 42, message: 'Transición no permitida.' },
        { id: ids[4], number: null, message: 'No se encontró el ticket.' },
      ],
    });
    const outcome = bulkOutcome('status', result, 5);
    expect(outcome.kind).toBe('partial');
    expect(outcome.message).toBe(
      'Se actualizaron 3 de 5 tickets. No cambiaron: #42 (Transición no permitida.), ' +
        'un ticket (No se encontró el ticket.). Siguen seleccionados.',
    );
    expect(outcome.kind === 'partial' && outcome.failedIds).toEqual([ids[3], ids[4]]);
  });
});
