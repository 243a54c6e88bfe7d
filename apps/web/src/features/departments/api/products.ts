import {
  productDeletionSchema,
  productEnvelopeSchema,
  productListResponseSchema,
  type productInputSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { useChangeMutation, usePagedList, type ChangeEffects } from '../../../lib/api-query';
import { productApiQuery, type ProductFilters } from '../lib/product-filters';
import { departmentKeys } from './department-keys';

/** GET /api/products with the page's filters (administrators). */
export function useProducts(filters: ProductFilters, options: { isEnabled: boolean }) {
  const request = { path: '/products', schema: productListResponseSchema };
  const query = productApiQuery(filters);
  return usePagedList(departmentKeys.productList(filters), { ...request, query }, options);
}

export type ProductBody = z.input<typeof productInputSchema>;

export function saveProduct({ id, body }: { id: string | null; body: ProductBody }) {
  const path = id ? `/products/${id}` : '/products';
  return apiSend(id ? 'PUT' : 'POST', path, body, productEnvelopeSchema).then(
    (data) => data.product,
  );
}

/** DELETE /api/products/{id}: a product that tickets list is deactivated instead. */
export function deleteProduct(id: string) {
  return apiSend('DELETE', `/products/${id}`, undefined, productDeletionSchema);
}

/** Products change the departments' counts and the products offered: every list is refreshed. */
const catalogueChanges: ChangeEffects = {
  queryKeys: [departmentKeys.all],
  referenceData: ['departments', 'products'],
};

export function useSaveProduct() {
  return useChangeMutation(saveProduct, catalogueChanges);
}

export function useDeleteProduct() {
  return useChangeMutation(deleteProduct, catalogueChanges);
}
