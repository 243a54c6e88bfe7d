import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '@atiende/contracts';
import { productsOfDepartment } from './reference-data';

const KITCHEN = '0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b';
const BILLING = '1c7f6b5e-4d3e-4f2a-8b9c-8d7e6f5a4b3c';

function product(name: string, departmentId: string): PublicProduct {
  return { id: crypto.randomUUID(), name, description: null, price: 10, departmentId };
}

describe('productsOfDepartment (docs/conventions.md#api)', () => {
  it('keeps only the products of the chosen department', () => {
    const list = [product('Impresora', KITCHEN), product('Facturador', BILLING)];
    expect(productsOfDepartment(list, KITCHEN).map((item) => item.name)).toEqual(['Impresora']);
    expect(productsOfDepartment(list, 'otro')).toEqual([]);
  });
});
