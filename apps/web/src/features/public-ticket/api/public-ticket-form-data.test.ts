import { describe, expect, it } from 'vitest';
import type { PublicTicketFields } from '@atiende/contracts';
import { buildPublicTicketFormData } from './public-ticket-form-data';

/** Every field of the form, by the multipart names of docs/product/public-form.md, in order. */
const FIELDS: PublicTicketFields = {
  title: 'La impresora de boletas no imprime',
  description: 'Desde esta mañana no sale ninguna boleta.',
  customerName: 'Ana Torres',
  customerEmail: 'ana@mirestaurante.pe',
  customerPhone: '+51 987 654 321',
  clientBusiness: 'Cevichería La Mar',
  clientCargo: 'administrador',
  departmentId: '0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b',
  priority: 'ALTA',
  productIds: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'],
};

describe('buildPublicTicketFormData', () => {
  it('uses the exact multipart names of docs/product/public-form.md, products and files repeated', () => {
    const files = [
      new File(['pdf'], 'factura.pdf', { type: 'application/pdf' }),
      new File(['png'], 'pantalla.png', { type: 'image/png' }),
    ];
    const body = buildPublicTicketFormData(FIELDS, files);

    // FIELDS is written with the docs' names in the docs' order, `productIds` last.
    expect([...new Set(body.keys())]).toEqual([...Object.keys(FIELDS), 'attachments']);
    expect(body.get('customerName')).toBe('Ana Torres');
    expect(body.get('customerEmail')).toBe('ana@mirestaurante.pe');
    expect(body.get('clientCargo')).toBe('administrador');
    expect(body.get('priority')).toBe('ALTA');
    expect(body.getAll('productIds')).toEqual(FIELDS.productIds);
    const attachments = body.getAll('attachments') as File[];
    expect(attachments.map((file) => file.name)).toEqual(['factura.pdf', 'pantalla.png']);
  });

  it('sends no productIds or attachments parts when none were chosen', () => {
    const body = buildPublicTicketFormData({ ...FIELDS, productIds: [] }, []);
    expect(body.has('productIds')).toBe(false);
    expect(body.has('attachments')).toBe(false);
    expect(body.getAll('title')).toHaveLength(1);
  });

  it('never sends the client-side names the old form used', () => {
    const body = buildPublicTicketFormData(FIELDS, []);
    for (const name of ['clientName', 'clientEmail', 'clientPhone']) {
      expect(body.has(name)).toBe(false);
    }
  });
});
